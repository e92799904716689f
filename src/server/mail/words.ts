import type { InterfaceLocale } from "@shared/locales";
import { type ServerTranslate, serverCatalogue } from "../i18n/catalogue";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";

/** A key of the mails' catalogue: a typo fails `tsc`, a missing translation fails the catalogue test. */
export type MailKey = keyof typeof en;
export type MailTranslate = ServerTranslate<MailKey>;

const catalogue = serverCatalogue<MailKey>({ en, es, de, fr, ja, ar });

/** The mails' words in one language (decision 0145): `t("digest.subject", { siteName, count })`. */
export const mailWords = (locale: InterfaceLocale): MailTranslate => catalogue.translator(locale);

const CATEGORY_KEYS = {
  Technology: "category.Technology",
  Travel: "category.Travel",
  Education: "category.Education",
  Health: "category.Health",
  Lifestyle: "category.Lifestyle",
} as const satisfies Record<string, MailKey>;

/** A post's category in the reader's language; stored English, and one we do not know shows as it is. */
export function categoryWord(t: MailTranslate, category: string): string {
  return Object.hasOwn(CATEGORY_KEYS, category) ? t(CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS]) : category;
}
