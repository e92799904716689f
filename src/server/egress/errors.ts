/**
 * A connection the egress guard refused. Raised inside the socket's lookup or connector, so `fetch`
 * rejects with a `TypeError("fetch failed")` whose `cause` chain holds it.
 */
export class EgressRefusedError extends Error {
  readonly code = "EGRESS_REFUSED";
  constructor(readonly host: string) {
    super(`${host} is a private or local address, which the server does not connect to.`);
    this.name = "EgressRefusedError";
  }
}

/** Whether an error, or any error it was caused by, is the guard's refusal. */
export function isEgressRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof EgressRefusedError || (current as { code?: unknown }).code === "EGRESS_REFUSED") return true;
    current = current.cause;
  }
  return false;
}
