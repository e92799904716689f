/**
 * A failure the operator can fix (wrong file, non-empty target, wrong engine). The command-line
 * entry points print its message alone, on one line, with no stack trace.
 */
export class OperatorError extends Error {
  override name = "OperatorError";
}
