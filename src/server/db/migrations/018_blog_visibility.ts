import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 42, one name for one thing (docs/decisions/0087): `blog.draft` has been a mask of reasons a post
 * is not public since migration 015 (shared/moderation-schemas.ts VISIBILITY: draft, hidden, suspended),
 * so it takes the mask's name, `visibility`, and so do its copies in `blog_search_key` (005, SQLite) and
 * `blog_text_document` (008, PostgreSQL). 0 still means public, and every value is kept.
 *
 * Renaming a column rewrites the indexes that name it on both engines (the partial `where draft = 0`
 * list indexes of 004, 005 and 008), and SQLite rewrites its triggers' text too. PostgreSQL keeps a
 * plpgsql function's body as written, so `blog_text_document_sync` (008) is created again here with the
 * new names; its trigger's `update of` list and `when` clause are parsed, so they follow the rename.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, "draft", "visibility");
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, "visibility", "draft");
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function rename(db: Kysely<any>, from: string, to: string): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  for (const table of ["blog", postgres ? "blog_text_document" : "blog_search_key"]) {
    // SQLite runs migrations outside a transaction: after a crash between the two, the first is done.
    if (postgres || (await sqliteHasColumn(db, table, from))) {
      await db.schema.alterTable(table).renameColumn(from, to).execute();
    }
  }
  if (postgres) await replaceDocumentSync(db, to);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function sqliteHasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return rows.length > 0;
}

/** Migration 008's function, word for word but for the name of the mask column. */
// biome-ignore lint/suspicious/noExplicitAny: see up().
async function replaceDocumentSync(db: Kysely<any>, column: string): Promise<void> {
  const mask = sql.id(column);
  await sql`create or replace function blog_text_document_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.title is not distinct from old.title
          and new.long_desc is not distinct from old.long_desc then
        update blog_text_document set ${mask} = new.${mask}, created_at = new.created_at where blog_id = new.id;
      else
        insert into blog_text_document (blog_id, ${mask}, created_at, document)
          values (new.id, new.${mask}, new.created_at,
            setweight(to_tsvector('english', new.title), 'A') || setweight(to_tsvector('english', new.long_desc), 'B'))
          on conflict (blog_id) do update
            set ${mask} = excluded.${mask}, created_at = excluded.created_at, document = excluded.document;
      end if;
      return null;
    end $$`.execute(db);
}
