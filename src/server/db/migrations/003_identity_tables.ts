import { type ColumnDataType, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * better-auth's tables (user, session, account, verification, jwks), as better-auth 1.7 with the jwt,
 * bearer, generic OAuth and popup plugins defines them, per engine exactly as its own migrator would
 * create them. `auth/schema-drift.test.ts` fails when a better-auth upgrade wants something else, so
 * the change arrives as a new numbered migration instead of an alteration at start-up.
 *
 * `if not exists` because databases from before this migration already have these tables (better-auth
 * created them by introspection); for those this migration only records that they are current.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const time: ColumnDataType = postgres ? "timestamptz" : "date";
  const flag: ColumnDataType = postgres ? "boolean" : "integer";
  // PostgreSQL's better-auth schema fills creation times itself; SQLite's leaves them to the library.
  const now = postgres ? sql`CURRENT_TIMESTAMP` : undefined;

  await db.schema
    .createTable("user")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", flag, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn("updatedAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();

  await db.schema
    .createTable("session")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("account")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", time)
    .addColumn("refreshTokenExpiresAt", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("verification")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("createdAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .addColumn("updatedAt", time, (c) => (now ? c.defaultTo(now).notNull() : c.notNull()))
    .execute();

  await db.schema
    .createTable("jwks")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("privateKey", "text", (c) => c.notNull())
    .addColumn("createdAt", time, (c) => c.notNull())
    .addColumn("expiresAt", time)
    .addColumn("alg", "text")
    .addColumn("crv", "text")
    .execute();

  await db.schema.createIndex("session_userId_idx").ifNotExists().on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").ifNotExists().on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .ifNotExists()
    .on("verification")
    .column("identifier")
    .execute();
}
