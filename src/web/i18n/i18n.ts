import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { InterfaceLocale } from "@shared/locales";
import type account from "./catalogues/account/en.json";
import type admin from "./catalogues/admin/en.json";
import type auth from "./catalogues/auth/en.json";
import type editor from "./catalogues/editor/en.json";
import type heads from "./catalogues/heads/en.json";
import type home from "./catalogues/home/en.json";
import type lists from "./catalogues/lists/en.json";
import type mail from "./catalogues/mail/en.json";
import type post from "./catalogues/post/en.json";
import type reading from "./catalogues/reading/en.json";
import type settings from "./catalogues/settings/en.json";
import type shell from "./catalogues/shell/en.json";
import type site from "./catalogues/site/en.json";
import type writing from "./catalogues/writing/en.json";

/**
 * A key of the interface's catalogues (decisions 0144, 0147). English is the source: a key exists when a
 * part's en.json has it, and scripts/i18n-catalogues.test.ts fails when another language lacks one or
 * has one more. A new part joins this union and CATALOGUE_PARTS.
 */
export type MessageKey =
  | keyof typeof shell
  | keyof typeof home
  | keyof typeof settings
  | keyof typeof auth
  | keyof typeof post
  | keyof typeof reading
  | keyof typeof lists
  | keyof typeof account
  | keyof typeof writing
  | keyof typeof editor
  | keyof typeof admin
  | keyof typeof site
  | keyof typeof mail
  // Words only the server says, in pages' heads: no route loads them in the browser.
  | keyof typeof heads;

/** ICU arguments a message takes: `{count}` for plurals, names, dates already formatted. */
export type MessageValues = Record<string, string | number>;

/** A catalogue as the build compiles it (scripts/i18n-catalogues.ts): Lingui's runtime form. */
export type CompiledCatalogue = Messages;

/** An I18n that speaks one language, with its catalogue loaded and active. */
export function i18nFor(locale: InterfaceLocale, messages: CompiledCatalogue): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
