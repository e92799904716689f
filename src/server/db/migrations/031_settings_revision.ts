import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 55: anonymous readers' pages are kept as ready bytes while the data revision stands (decision
 * 0133), and every page shows the site's settings (its title in the bar, the head and the feeds, its icon
 * and accent colour). A change to them now moves `data_revision` as a post's does, so every instance's
 * kept pages give way at their next read.
 */
const TABLE = "site_setting";
const EVENTS = ["insert", "update", "delete"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    // bump_data_revision() comes from migration 005.
    await sql`create trigger ${sql.raw(`${TABLE}_revision`)} after insert or update or delete or truncate
      on ${sql.table(TABLE)} for each statement execute function bump_data_revision()`.execute(db);
    return;
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.raw(`${TABLE}_${event}_revision`)} after ${sql.raw(event)} on ${sql.table(TABLE)}
      begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    await sql`drop trigger if exists ${sql.raw(`${TABLE}_revision`)} on ${sql.table(TABLE)}`.execute(db);
    return;
  }
  for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`${TABLE}_${event}_revision`)}`.execute(db);
}
