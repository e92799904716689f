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

/** The guard's refusal, when it is this error or any error it was caused by. */
export function egressRefusal(error: unknown): Error | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (current instanceof EgressRefusedError || (current as { code?: unknown }).code === "EGRESS_REFUSED") {
      return current;
    }
    current = current.cause;
  }
  return undefined;
}

export const isEgressRefusal = (error: unknown): boolean => egressRefusal(error) !== undefined;
