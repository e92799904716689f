import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD, ENCODINGS } from "./compression";

/**
 * Brotli and gzip for every response that is worth it. Registered before the API so JSON is
 * compressed too; files already compressed at build time, and public answers the cache keeps
 * compressed (http/public-cache.ts), pass through untouched.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
