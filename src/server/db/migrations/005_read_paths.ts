import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 13, reads that stay fast on large libraries (docs/decisions/0014-indexed-title-search.md and
 * 0015-keyset-paging-and-revision-cache.md):
 * - An index for the case-insensitive title substring search. SQLite: an FTS5 table with the trigram
 *   tokenizer, kept in step by triggers; its rowids come from `blog_search_key` (an INTEGER PRIMARY
 *   KEY, so VACUUM and backups never renumber them, as they may the blog table's implicit rowids).
 *   PostgreSQL: a pg_trgm GIN index on the published titles, which ILIKE uses directly.
 * - `data_revision`: one number that every write to blogs or comments bumps (triggers, so writes by any
 *   instance, the import tool or an operator's SQL all count). Caches of public answers and of counts
 *   are keyed by it, which keeps them correct across several instances sharing one database.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("data_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("data_revision").values({ id: 1, revision: 0 }).execute();

  const engine = engineOf(db);
  if (engine === "postgres") await upPostgres(db);
  else await upSqlite(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function upSqlite(db: Kysely<any>): Promise<void> {
  // Beside each FTS rowid, what a search needs to filter and order its matches without reading the
  // blog rows (whose long descriptions spill over several pages).
  await sql`create table blog_search_key (
    key integer primary key,
    blog_id varchar(24) not null unique,
    created_at text not null,
    category text not null,
    draft integer not null
  )`.execute(db);
  // case_sensitive 0 folds case (Unicode-wide, so the index finds a superset of what LIKE matches; the
  // query keeps LIKE as the final word, and the results stay exactly today's).
  await sql`create virtual table blog_title_fts using fts5(title, tokenize = 'trigram case_sensitive 0')`.execute(db);
  await sql`insert into blog_search_key (blog_id, created_at, category, draft)
    select id, created_at, category, draft from blog order by created_at, id`.execute(db);
  await sql`insert into blog_title_fts (rowid, title)
    select k.key, b.title from blog_search_key k join blog b on b.id = k.blog_id`.execute(db);
  await sql`create trigger blog_search_insert after insert on blog begin
    insert into blog_search_key (blog_id, created_at, category, draft)
      values (new.id, new.created_at, new.category, new.draft);
    insert into blog_title_fts (rowid, title) values (last_insert_rowid(), new.title);
  end`.execute(db);
  await sql`create trigger blog_search_update after update on blog begin
    update blog_search_key set created_at = new.created_at, category = new.category, draft = new.draft
      where blog_id = new.id;
    update blog_title_fts set title = new.title
      where rowid = (select key from blog_search_key where blog_id = new.id) and new.title is not old.title;
  end`.execute(db);
  await sql`create trigger blog_search_delete after delete on blog begin
    delete from blog_title_fts where rowid = (select key from blog_search_key where blog_id = old.id);
    delete from blog_search_key where blog_id = old.id;
  end`.execute(db);

  for (const table of ["blog", "comment"]) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.raw(`${table}_${event}_revision`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function upPostgres(db: Kysely<any>): Promise<void> {
  await ensureTrigramExtension(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const extensionSchema = rows[0]?.schema ?? "public";
  // Partial like the other list indexes: the public search reads published blogs only.
  await sql`create index blog_published_title_trgm_idx on blog
    using gin (title ${sql.id(extensionSchema, "gin_trgm_ops")}) where draft = 0`.execute(db);

  await sql`create function bump_data_revision() returns trigger language plpgsql as $$
    begin
      update data_revision set revision = revision + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of ["blog", "comment"]) {
    await sql`create trigger ${sql.raw(`${table}_revision`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function bump_data_revision()`.execute(db);
  }
}

/**
 * pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner without superuser may create it.
 * It lives in one schema per database, public unless it exists already; several schemas migrating at
 * once (test suites) may race to create it, and the loser finds it there.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up().
async function ensureTrigramExtension(db: Kysely<any>): Promise<void> {
  // Migrations run in a transaction on PostgreSQL; the savepoint keeps it usable after losing the race.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint create_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (rows.length === 0) throw error;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const table of ["blog", "comment"]) {
      await sql`drop trigger if exists ${sql.raw(`${table}_revision`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists bump_data_revision()`.execute(db);
    await sql`drop index if exists blog_published_title_trgm_idx`.execute(db);
  } else {
    for (const table of ["blog", "comment"]) {
      for (const event of ["insert", "update", "delete"]) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${event}_revision`)}`.execute(db);
      }
    }
    for (const trigger of ["blog_search_insert", "blog_search_update", "blog_search_delete"]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists blog_title_fts`.execute(db);
    await sql`drop table if exists blog_search_key`.execute(db);
  }
  await db.schema.dropTable("data_revision").execute();
}
