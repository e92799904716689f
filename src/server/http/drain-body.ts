import type { IncomingMessage } from "node:http";

/**
 * How much of a refused body is read and thrown away so the client gets to read its 413: ten times
 * the largest body any route takes (an image upload, 5 MB). Past this the connection is closed early,
 * which is what a client sending that much should expect.
 */
export const DRAIN_CAP_BYTES = 50 * 1024 * 1024;

/** A client that trickles its refused body this slowly gets the answer and a closed connection. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and discards what is left of a request's body. A server that answers before the body is in
 * and then closes the connection makes the client fail writing it (EPIPE or ECONNRESET) before it
 * ever reads the answer; draining first lets every ordinary client read the 413. Resolves true when
 * the whole body was read, false when it was larger than `capBytes`, too slow, or the socket went.
 */
export function drainRequestBody(
  raw: IncomingMessage,
  capBytes = DRAIN_CAP_BYTES,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<boolean> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve(raw.complete);
  const declared = Number(raw.headers["content-length"]);
  if (Number.isFinite(declared) && declared > capBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", onEnd);
      raw.off("error", onStop);
      raw.off("close", onStop);
      if (!drained) raw.pause();
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > capBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onStop = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on("data", onData);
    raw.once("end", onEnd);
    raw.once("error", onStop);
    raw.once("close", onStop);
    raw.resume();
  });
}
