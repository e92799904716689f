import { readFileSync } from "node:fs";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** The interface's catalogues (src/web/i18n/catalogues/<part>/<locale>.json), ICU messages by key. */
export const CATALOGUE_FILE = /[\\/]src[\\/]web[\\/]i18n[\\/]catalogues[\\/][\w-]+[\\/][\w-]+\.json$/u;

/**
 * A catalogue's ICU messages compiled to Lingui's runtime form, still JSON: the browser then runs only
 * Lingui's interpolation (about 2 kB), never its ICU parser, and a message that does not parse fails the
 * build (or the test that imports it) naming its key.
 */
export function compileCatalogue(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: the message "${key}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

/**
 * Loads every catalogue compiled (decision 0144). What it answers is JSON, so Vite's own JSON plugin
 * makes the module of it as for any other JSON file; the dev server, the SSR build, the browser build
 * and vitest all read catalogues through this plugin.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: "inkwell-i18n-catalogues",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(file, "utf8"), file);
    },
  };
}
