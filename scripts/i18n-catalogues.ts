import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { PSEUDO_LOCALE, SOURCE_LOCALE } from "../src/shared/locales";
import { pseudoCatalogue } from "../src/web/i18n/pseudo";

/** The interface's catalogues (src/web/i18n/catalogues/<part>/<locale>.json), ICU messages by key. */
export const CATALOGUE_FILE = /[\\/]src[\\/]web[\\/]i18n[\\/]catalogues[\\/][\w-]+[\\/][\w-]+\.json$/u;
const CATALOGUES = path.resolve("src/web/i18n/catalogues");
/** A catalogue's module as the browser fetches it: `/assets/words-<part>-<locale>-<version>.js`. */
const WORDS_MODULE = /^\/assets\/words-([\w]+)-([\w-]+)-[\da-f]+\.js$/u;

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

/** Every part's every language, as files. */
function catalogueFiles(): Array<{ part: string; locale: string; file: string }> {
  return readdirSync(CATALOGUES)
    .sort()
    .flatMap((part) =>
      readdirSync(path.join(CATALOGUES, part))
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => ({ part, locale: name.replace(/\.json$/u, ""), file: path.join(CATALOGUES, part, name) })),
    );
}

/** One version for all the catalogues' modules, from their contents: any change renames every one. */
function wordsVersion(): string {
  const hash = createHash("sha256");
  for (const { file } of catalogueFiles()) hash.update(file.slice(CATALOGUES.length)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 10);
}

/**
 * A compiled catalogue as an ES module; JSON.parse reads a large object literal faster than script does.
 * `pseudo`: English's words in the tests' pseudo-locale (decision 0149).
 */
function wordsModule(file: string, pseudo = false): string {
  const compiled = compileCatalogue(readFileSync(file, "utf8"), file);
  const words = pseudo ? JSON.stringify(pseudoCatalogue(JSON.parse(compiled) as Record<string, unknown>)) : compiled;
  return `export default JSON.parse(${JSON.stringify(words)});`;
}

/**
 * The pseudo-locale's modules, made from English's: inert files unless a server started with
 * INKWELL_PSEUDO_LOCALE=1 names them in a page (decision 0149). Versioned with the rest, as English's.
 */
const pseudoFiles = () =>
  catalogueFiles()
    .filter(({ locale }) => locale === SOURCE_LOCALE)
    .map((entry) => ({ ...entry, locale: PSEUDO_LOCALE, pseudo: true }));

/**
 * The catalogues compiled (decisions 0144, 0147), for every build and the dev server:
 * - imported as JSON (the server's bundle and vitest merge every part: ssr/catalogues.ts), Vite's own
 *   JSON plugin gets the compiled form;
 * - for the browser, each part in each language is a module of its own at an address the code computes
 *   from the part, the language and `__WORDS_VERSION__`, so no table of parts × languages rides in the
 *   script every page loads; the browser build writes them out and the dev server answers them.
 */
export function i18nCatalogues(): Plugin {
  const version = wordsVersion();
  return {
    name: "inkwell-i18n-catalogues",
    enforce: "pre",
    config: () => ({ define: { __WORDS_VERSION__: JSON.stringify(version) } }),
    load(id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(file, "utf8"), file);
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      for (const { part, locale, file, pseudo } of [
        ...catalogueFiles().map((entry) => ({ ...entry, pseudo: false })),
        ...pseudoFiles(),
      ]) {
        this.emitFile({
          type: "asset",
          fileName: `assets/words-${part}-${locale}-${version}.js`,
          source: wordsModule(file, pseudo),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [, part, locale] = WORDS_MODULE.exec(request.url?.split("?")[0] ?? "") ?? [];
        const pseudo = locale === PSEUDO_LOCALE;
        const file =
          part && locale ? path.join(CATALOGUES, part, `${pseudo ? SOURCE_LOCALE : locale}.json`) : undefined;
        if (!file || !catalogueFiles().some((known) => known.file === file)) return next();
        response.setHeader("content-type", "text/javascript; charset=utf-8");
        response.end(wordsModule(file, pseudo));
      });
    },
  };
}
