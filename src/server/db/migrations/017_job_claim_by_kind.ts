import type { Kysely } from "kysely";

/**
 * Issue 41, job priorities (docs/decisions/0072): a worker first claims the kinds a person is waiting
 * for (password reset, confirmation), then the rest. That first claim asks for a few kinds among
 * possibly tens of thousands of queued post mails, so it needs the kind ahead of status and time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("job_kind_claim_idx").on("job").columns(["kind", "status", "run_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("job_kind_claim_idx").execute();
}
