import { type Config, loadConfig } from "../config";
import { OperatorError } from "./operator-error";

/** One line, whatever the error: an operator reads it in a terminal or a cron mail. */
function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/gu, "; ").trim();
}

/**
 * Runs a data command as the app would run: the same `.env`, the same configuration (DATABASE_URL,
 * DATA_DIR). Takes exactly one file argument. Prints one line on success (stdout) or failure (stderr)
 * and exits non-zero on failure; expected failures carry no stack trace.
 */
export async function runCommand(
  usage: string,
  work: (config: Config, file: string) => Promise<string>,
): Promise<never> {
  return runOperatorCommand(
    usage,
    (args) => {
      const file = args[0];
      return args.length === 1 && file !== undefined && !file.startsWith("-") ? [file] : undefined;
    },
    (config, [file]) => work(config, file ?? ""),
  );
}

/**
 * The same for a command of its own arguments: `parse` returns them checked, or undefined to print the
 * usage.
 */
export async function runOperatorCommand(
  usage: string,
  parse: (args: string[]) => string[] | undefined,
  work: (config: Config, args: string[]) => Promise<string>,
): Promise<never> {
  try {
    try {
      process.loadEnvFile?.(".env");
    } catch {
      // No .env file is the normal case.
    }
    const args = parse(process.argv.slice(2));
    if (!args) throw new OperatorError(`Usage: ${usage}`);
    const config = loadConfig();
    console.log(await work(config, args));
    process.exit(0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Configuration problems are the operator's too; anything else is a fault worth a "failed" prefix.
    const expected = error instanceof OperatorError || message.startsWith("Invalid configuration");
    console.error(oneLine(expected ? message : `Failed: ${message}`));
    process.exit(1);
  }
}
