import type { InterfaceLocale } from "@shared/locales";
import type { CompiledCatalogue } from "./i18n";

/**
 * Each language's catalogue is a chunk of its own, so a page downloads only the one it is drawn in
 * (issue 59). The server preloads it with the page (entry-server.tsx names it by CATALOGUE_MODULE).
 */
const catalogues = import.meta.glob<CompiledCatalogue>("./catalogues/*.json", { import: "default" });

/** The manifest's key for a language's catalogue, which the server preloads with the page. */
export const catalogueModule = (locale: InterfaceLocale) => `i18n/catalogues/${locale}.json`;

export async function loadCatalogue(locale: InterfaceLocale): Promise<CompiledCatalogue> {
  const load = catalogues[`./catalogues/${locale}.json`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return load();
}
