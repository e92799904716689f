import { type SiteSettings, siteSettingsSchema } from "@shared/site-settings";
import type { Kysely } from "kysely";
import { now } from "../db/ids";
import type { Database } from "../db/schema";

const KEYS = [
  "title",
  "description",
  "icon",
  "accentColor",
  "socialImage",
  "navigation",
  "defaultLanguage",
] as const satisfies ReadonlyArray<keyof SiteSettings>;

/**
 * The settings an admin has saved, one JSON value per key. A value that no longer passes the schema
 * (an import from a later version, a hand edit) is left out, so the default shows instead of a 500.
 */
export async function readStoredSettings(db: Kysely<Database>): Promise<Partial<SiteSettings>> {
  const rows = await db.selectFrom("site_setting").select(["key", "value"]).execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    const key = KEYS.find((name) => name === row.key);
    if (!key) continue;
    try {
      const parsed = siteSettingsSchema.shape[key].safeParse(JSON.parse(row.value));
      if (parsed.success) stored[key] = parsed.data;
    } catch {
      // Not JSON: as if unset.
    }
  }
  return stored as Partial<SiteSettings>;
}

/** Saves every given key (null included, which stores "no icon" rather than forgetting the key). */
export async function writeSettings(db: Kysely<Database>, settings: Partial<SiteSettings>): Promise<void> {
  const updatedAt = now();
  for (const key of KEYS) {
    if (!(key in settings)) continue;
    const value = JSON.stringify(settings[key] ?? null);
    await db
      .insertInto("site_setting")
      .values({ key, value, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: updatedAt }))
      .execute();
  }
}
