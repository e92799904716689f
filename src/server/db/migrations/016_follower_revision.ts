import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 25: a writer's public profile (`GET /api/authors/:handle`) counts their followers, local and
 * from the fediverse. Writes to `follow` and `remote_follower` now bump `data_revision` as blogs,
 * comments, reactions and profiles do, so the profile can be kept in the public cache and served like
 * every other public read (decision 0057) while a follow still shows at the next read.
 */
const TABLES = ["follow", "remote_follower"] as const;
const EVENTS = ["insert", "update", "delete"] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (engineOf(db) === "postgres") {
      // bump_data_revision() comes from migration 005.
      await sql`create trigger ${sql.raw(`${table}_revision`)} after insert or update or delete or truncate
        on ${sql.table(table)} for each statement execute function bump_data_revision()`.execute(db);
    } else {
      for (const event of EVENTS) {
        await sql`create trigger ${sql.raw(`${table}_${event}_revision`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
      }
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (engineOf(db) === "postgres") {
      await sql`drop trigger if exists ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(db);
    } else {
      for (const event of EVENTS)
        await sql`drop trigger if exists ${sql.raw(`${table}_${event}_revision`)}`.execute(db);
    }
  }
}
