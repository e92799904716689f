import type { InterfaceLocale } from "@shared/locales";
import type { CompiledCatalogue } from "./i18n";

/**
 * The parts the interface's words come in (decision 0147): every page needs the shell's, and each
 * screen brings its own, so a reader of home downloads neither the editor's words nor the admin's.
 * A part is `catalogues/<part>/<locale>.json`; its English file says which keys it holds.
 */
export const CATALOGUE_PARTS = ["shell", "home", "settings"] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/**
 * Each part in each language is a chunk of its own, so a page downloads only the parts it draws, in
 * its language (issue 59). The server preloads them with the page (entry-server.tsx, by `catalogueModule`).
 */
const catalogues = import.meta.glob<CompiledCatalogue>("./catalogues/*/*.json", { import: "default" });

/** The manifest's key for a part's chunk in one language, which the server preloads with the page. */
export const catalogueModule = (part: CataloguePart, locale: InterfaceLocale) =>
  `i18n/catalogues/${part}/${locale}.json`;

export async function loadCatalogue(locale: InterfaceLocale, part: CataloguePart): Promise<CompiledCatalogue> {
  const load = catalogues[`./catalogues/${part}/${locale}.json`];
  if (!load) throw new Error(`No catalogue ${part} for ${locale}`);
  return load();
}
