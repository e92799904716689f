import { type Kysely, PostgresAdapter } from "kysely";

/** Which engine a migration runs on, for the steps the two write differently (triggers, indexes). */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export function engineOf(db: Kysely<any>): "postgres" | "sqlite" {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
