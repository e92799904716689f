import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt|webmanifest)$/u;
/** Zopfli's passes per file: past 15 (its default) the gain is a few bytes for much longer builds. */
const ZOPFLI_ITERATIONS = 15;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 512;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/**
 * Writes `.br` and `.gz` twins of every compressible built file, at the strongest settings, so the
 * server sends static files compressed without spending CPU on each request. The gzip twin is Zopfli's:
 * the same format every client reads, 3-4 % smaller than zlib's best (a reading page's script, 112 ->
 * 109 kB), for a few seconds of build time. Brotli is already its own best.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "inkwell-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      for (const file of filesBelow(outDir)) {
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
      }
    },
  };
}
