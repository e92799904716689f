import type { InterfaceLocale } from "@shared/locales";
import type { CompiledCatalogue } from "./i18n";

/**
 * The parts the interface's words come in (decision 0147): every page needs the shell's, and each
 * screen brings its own, so a reader of home downloads neither the editor's words nor the admin's.
 * A part is `catalogues/<part>/<locale>.json`; its English file says which keys it holds.
 */
export const CATALOGUE_PARTS = [
  "shell",
  "home",
  "settings",
  "auth",
  "reading",
  "lists",
  "post",
  "account",
  "writing",
  "editor",
  "admin",
  "site",
  "mail",
] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** Set by the build from the catalogues' contents (scripts/i18n-catalogues.ts). */
declare const __WORDS_VERSION__: string;

/**
 * Where a part's words in one language are, as a module of their own (the build writes one per part and
 * language). The address is computed, not looked up, so the script every page loads carries no table
 * of them however many parts there are; the server preloads the page's with it (entry-server.tsx).
 */
export const wordsUrl = (part: CataloguePart, locale: InterfaceLocale) =>
  `/assets/words-${part}-${locale}-${__WORDS_VERSION__}.js`;

export async function loadCatalogue(locale: InterfaceLocale, part: CataloguePart): Promise<CompiledCatalogue> {
  const module = (await import(/* @vite-ignore */ wordsUrl(part, locale))) as { default: CompiledCatalogue };
  return module.default;
}
