import type { IncomingHttpHeaders } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

/** The encodings the server answers in, best first. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers go out as they are: the encoding headers would cost about what they save. */
export const COMPRESSION_THRESHOLD = 1024;

/** Quality 11 is for build time; on the fly a middle setting compresses about as well, many times faster. */
export const BROTLI_QUALITY = 5;

/** The encoding this request accepts for an answer of `size` bytes, if any is worth using. */
export function encodingFor(request: { headers: IncomingHttpHeaders }, size: number): Encoding | undefined {
  const accepted = request.headers["accept-encoding"];
  if (!accepted || size < COMPRESSION_THRESHOLD) return undefined;
  return negotiate(accepted, [...ENCODINGS]) ?? undefined;
}

export function compress(body: string, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);
}
