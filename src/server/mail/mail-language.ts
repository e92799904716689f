import { type InterfaceLocale, interfaceLocaleOf, SOURCE_LOCALE } from "@shared/locales";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { siteSettings } from "../settings/service";

/**
 * The language a mail is written in (decision 0145): the recipient's own (a subscriber's stored
 * language, an account's `profile.language`), else the site's `defaultLanguage`, else English.
 */
export function mailLanguage(
  recipient: string | null | undefined,
  siteDefault: string | null | undefined,
): InterfaceLocale {
  return interfaceLocaleOf(recipient) ?? interfaceLocaleOf(siteDefault) ?? SOURCE_LOCALE;
}

/** The site's default language, as a cached read of its settings (decision 0046). */
export async function siteMailLanguage(db: Kysely<Database>): Promise<InterfaceLocale> {
  return mailLanguage(null, (await siteSettings(db).get()).defaultLanguage);
}

/** The language of the mail to an account, by its id: its chosen language, else the site's. */
export async function accountMailLanguage(db: Kysely<Database>, userId: string): Promise<InterfaceLocale> {
  const row = await db.selectFrom("profile").select("language").where("user_id", "=", userId).executeTakeFirst();
  return mailLanguage(row?.language, (await siteSettings(db).get()).defaultLanguage);
}
