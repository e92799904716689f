import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** V8's explicit compile hint (Chrome 136+); browsers that do not know it read a comment. */
const EAGER = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the chunks a reading page runs as it loads for eager compilation (decision 0059): V8 then
 * compiles their functions on a background thread while the file streams in, instead of on the main
 * thread the first time each is called, which was about half of hydration's time on a phone.
 *
 * The comment must open the file, so this edits the written files: Vite adds its own first line (the
 * map of preloaded dependencies) as the bundle is generated, after any banner. The precompressed twins
 * are made later (closeBundle).
 */
export function compileHints(chunkNames: RegExp): Plugin {
  return {
    name: "inkwell-compile-hints",
    // The browser's bundle only: the server's chunks share names with it, and Node has no use for the hint.
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    enforce: "post",
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !chunkNames.test(file.name) || !options.dir) continue;
        const written = path.join(options.dir, file.fileName);
        const code = readFileSync(written, "utf8");
        if (!code.startsWith(EAGER)) writeFileSync(written, EAGER + code);
      }
    },
  };
}
