import type { Kysely } from "kysely";
import { now } from "../db/ids";
import type { Database } from "../db/schema";

/** The site_setting key: a setting of its own, apart from the public site settings (decision 0104). */
const KEY = "countMailClicks";

/** Whether mail links go through /l/ and count a click; on unless an admin turned it off. */
export async function mailClicksCounted(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("site_setting").select("value").where("key", "=", KEY).executeTakeFirst();
  return row?.value !== "false";
}

export async function setMailClicksCounted(db: Kysely<Database>, counted: boolean): Promise<void> {
  const value = JSON.stringify(counted);
  const updatedAt = now();
  await db
    .insertInto("site_setting")
    .values({ key: KEY, value, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
