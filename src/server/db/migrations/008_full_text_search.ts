import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/** Blogs indexed per statement while filling the index, so a large site is never held in memory at once. */
const BACKFILL_BATCH = 2000;

/**
 * Issue 21, full-text search over published posts' titles and bodies (docs/decisions/0033):
 * - SQLite: an FTS5 table `blog_text_fts (title, body)` with the Porter stemmer over unicode61, whose
 *   rowids are `blog_text_key.key` (an INTEGER PRIMARY KEY, stable across VACUUM, unlike implicit
 *   rowids). It holds published posts only, in the order they were published, and reads their text
 *   from the blog rows through the view `blog_text_content` instead of keeping a second copy of
 *   every body. Triggers on `blog` keep it in step with every writer.
 * - PostgreSQL: `blog_text_document`, one row per blog with its weighted tsvector (title A, body B,
 *   `english`), a partial GIN index over the published ones and their publication order, kept by
 *   triggers. A side table rather than a generated column on `blog`: lists select whole blog rows and
 *   the export refuses columns it does not know, so a vector there would be read by every list and
 *   break every export.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") await upPostgres(db);
  else await upSqlite(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function upSqlite(db: Kysely<any>): Promise<void> {
  // SQLite runs migrations outside a transaction, so each step may be met again after a crash: every
  // object is created only if missing, and the backfill skips posts already indexed.
  await sql`create table if not exists blog_text_key (
    key integer primary key,
    blog_id varchar(24) not null unique
  )`.execute(db);
  await sql`create view if not exists blog_text_content as
    select k.key as key, b.title as title, b.long_desc as body
    from blog_text_key k join blog b on b.id = k.blog_id`.execute(db);
  await sql`create virtual table if not exists blog_text_fts using fts5(
    title, body, content = 'blog_text_content', content_rowid = 'key', tokenize = 'porter unicode61'
  )`.execute(db);

  // An external-content index forgets a row by being told the text it indexed: the old values, which
  // only these triggers hold at the moment they change. A post keeps its key while it is edited and
  // gets a new, highest one when it is published again, so key order is publication order.
  await sql`create trigger if not exists blog_text_insert after insert on blog when new.draft = 0 begin
    insert into blog_text_key (blog_id) values (new.id);
    insert into blog_text_fts (rowid, title, body) values (last_insert_rowid(), new.title, new.long_desc);
  end`.execute(db);
  await sql`create trigger if not exists blog_text_edit after update of title, long_desc on blog
    when old.draft = 0 and new.draft = 0 and (new.title is not old.title or new.long_desc is not old.long_desc)
  begin
    insert into blog_text_fts (blog_text_fts, rowid, title, body)
      values ('delete', (select key from blog_text_key where blog_id = old.id), old.title, old.long_desc);
    insert into blog_text_fts (rowid, title, body)
      values ((select key from blog_text_key where blog_id = new.id), new.title, new.long_desc);
  end`.execute(db);
  await sql`create trigger if not exists blog_text_publish after update of draft on blog
    when old.draft <> 0 and new.draft = 0
  begin
    insert into blog_text_key (blog_id) values (new.id);
    insert into blog_text_fts (rowid, title, body) values (last_insert_rowid(), new.title, new.long_desc);
  end`.execute(db);
  for (const [name, event] of [
    ["blog_text_unpublish", sql`update of draft on blog when old.draft = 0 and new.draft <> 0`],
    ["blog_text_delete", sql`delete on blog when old.draft = 0`],
  ] as const) {
    await sql`create trigger if not exists ${sql.raw(name)} after ${event} begin
      insert into blog_text_fts (blog_text_fts, rowid, title, body)
        values ('delete', (select key from blog_text_key where blog_id = old.id), old.title, old.long_desc);
      delete from blog_text_key where blog_id = old.id;
    end`.execute(db);
  }

  // Published posts oldest first, so their keys follow publication order; each batch is one
  // transaction, so a key never exists without its index entry.
  let after = ["", ""];
  for (;;) {
    const { rows } = await sql<{ id: string; created_at: string }>`
      select b.id, b.created_at from blog b
      where b.draft = 0 and (b.created_at, b.id) > (${after[0]}, ${after[1]})
        and not exists (select 1 from blog_text_key k where k.blog_id = b.id)
      order by b.created_at, b.id limit ${BACKFILL_BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) break;
    await db.transaction().execute(async (trx) => {
      const { rows: top } = await sql<{ key: number }>`select coalesce(max(key), 0) as key from blog_text_key`.execute(
        trx,
      );
      await sql`insert into blog_text_key (blog_id)
        select value from json_each(${JSON.stringify(rows.map((row) => row.id))}) order by key`.execute(trx);
      await sql`insert into blog_text_fts (rowid, title, body)
        select key, title, body from blog_text_content where key > ${top[0]?.key ?? 0}`.execute(trx);
    });
    after = [last.created_at, last.id];
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create table blog_text_document (
    blog_id varchar(24) primary key references blog (id) on delete cascade,
    draft integer not null,
    created_at text not null,
    document tsvector not null
  )`.execute(db);
  // Partial like the list indexes: the public search reads published posts only. The second index
  // gives a common term's newest matches without ranking every one (search/postgres.ts).
  await sql`create index blog_text_document_idx on blog_text_document using gin (document) where draft = 0`.execute(db);
  await sql`create index blog_text_document_recent_idx on blog_text_document (created_at desc, blog_id desc)
    where draft = 0`.execute(db);

  await sql`create function blog_text_document_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.title is not distinct from old.title
          and new.long_desc is not distinct from old.long_desc then
        update blog_text_document set draft = new.draft, created_at = new.created_at where blog_id = new.id;
      else
        insert into blog_text_document (blog_id, draft, created_at, document)
          values (new.id, new.draft, new.created_at,
            setweight(to_tsvector('english', new.title), 'A') || setweight(to_tsvector('english', new.long_desc), 'B'))
          on conflict (blog_id) do update
            set draft = excluded.draft, created_at = excluded.created_at, document = excluded.document;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger blog_text_insert after insert on blog
    for each row execute function blog_text_document_sync()`.execute(db);
  await sql`create trigger blog_text_update after update of title, long_desc, draft, created_at on blog
    for each row when (old.title is distinct from new.title or old.long_desc is distinct from new.long_desc
      or old.draft is distinct from new.draft or old.created_at is distinct from new.created_at)
    execute function blog_text_document_sync()`.execute(db);
  // Deleting a blog deletes its document through the foreign key.

  // Inside the migration's transaction, which holds the triggers' lock on blog until it commits: no
  // other writer can add a document meanwhile.
  let after = "";
  for (;;) {
    const { rows } = await sql<{ blog_id: string }>`
      insert into blog_text_document (blog_id, draft, created_at, document)
        select id, draft, created_at,
          setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', long_desc), 'B')
        from blog where id > ${after} order by id limit ${BACKFILL_BATCH}
      returning blog_id`.execute(db);
    if (rows.length === 0) break;
    after = rows.reduce((last, row) => (row.blog_id > last ? row.blog_id : last), after);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const trigger of ["blog_text_insert", "blog_text_update"]) {
      await sql`drop trigger if exists ${sql.raw(trigger)} on blog`.execute(db);
    }
    await sql`drop function if exists blog_text_document_sync()`.execute(db);
    await sql`drop table if exists blog_text_document`.execute(db);
    return;
  }
  for (const trigger of [
    "blog_text_insert",
    "blog_text_edit",
    "blog_text_publish",
    "blog_text_unpublish",
    "blog_text_delete",
  ]) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists blog_text_fts`.execute(db);
  await sql`drop view if exists blog_text_content`.execute(db);
  await sql`drop table if exists blog_text_key`.execute(db);
}
