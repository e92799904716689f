import type { Kysely } from "kysely";

/**
 * Issue 22, one durable queue for everything that leaves the process (docs/decisions/0035):
 * - `job`: one row per piece of outbound work (a mail now; federation deliveries later), written in the
 *   same transaction as the change that caused it where the caller can. Times the worker compares
 *   (`run_at`, `locked_until`) are epoch milliseconds in a bigint, so the claim is an integer comparison
 *   on both engines; `created_at` is ISO text like every other table's.
 * - `dedupe_key` is unique but nullable: both engines let any number of rows leave it null.
 * - `group_key` names what the job belongs to (a post id), so a later step can cancel what is still
 *   queued for something deleted.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("run_at", "bigint", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "bigint")
    .addColumn("last_error", "text")
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("group_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The claim asks for queued rows whose time has come, oldest first, and for running rows whose lease ran out.
  await db.schema.createIndex("job_claim_idx").on("job").columns(["status", "run_at"]).execute();
  await db.schema
    .createIndex("job_group_key_idx")
    .on("job")
    .column("group_key")
    .where("group_key", "is not", null)
    .execute();
}
