import { handleCandidate, handleFromName } from "@shared/handle";
import type { Kysely } from "kysely";

/** Accounts given a handle per query, so a large site is never held in memory at once. */
const BACKFILL_BATCH = 500;

/**
 * Issue 21, writers have a home:
 * - `profile`: one row per account (better-auth's `user`), with the writer's unique `handle`, a plain
 *   text `bio` and a `role` (member until roles exist). A table of Inkwell's own, so better-auth's
 *   tables stay exactly as its schema says (auth/schema-drift.test.ts).
 * - `handle_alias`: handles a writer used before. They stay theirs: `/@old` leads to the new one and
 *   nobody else may take the old.
 * - Every existing account gets a handle derived from its name, numbered when taken.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("profile")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("handle", "text", (c) => c.notNull().unique())
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("role", "text", (c) => c.notNull().defaultTo("member"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("handle_alias")
    .addColumn("handle", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("handle_alias_user_id_idx").on("handle_alias").column("user_id").execute();

  const taken = new Set<string>();
  const time = new Date().toISOString();
  let after = "";
  for (;;) {
    const users: Array<{ id: string; name: string }> = await db
      .selectFrom("user")
      .select(["id", "name"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BACKFILL_BATCH)
      .execute();
    if (users.length === 0) break;
    const rows = users.map((user) => {
      const base = handleFromName(user.name);
      let attempt = 0;
      while (taken.has(handleCandidate(base, attempt))) attempt++;
      const handle = handleCandidate(base, attempt);
      taken.add(handle);
      return { user_id: user.id, handle, bio: "", role: "member", created_at: time, updated_at: time };
    });
    await db.insertInto("profile").values(rows).execute();
    after = users.at(-1)?.id ?? after;
  }
}
