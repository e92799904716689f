import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 55, purging a CDN by cache tag (decision 0134): `cache_purge` holds the tags of kept pages a
 * committed write touched, written by triggers in the write's own transaction (so by any instance, the
 * import tool or an operator's SQL alike), until an instance's drain (cdn-purge/) takes them and queues
 * their purge. The names are http/cache-tags.ts's: `site` (every page), `posts` (every list of posts),
 * `post-<id>` (every page showing that post). The triggers cover exactly the tables and events that move
 * `data_revision` (migrations 005, 007, 013, 016, 022, 023 and 031), no more:
 * - `blog`: `post-<id>` and `posts`; an update also names the other posts of its series, whose pages
 *   show its title as a neighbour and count it once public;
 * - `comment` (the fediverse's replies included, migration 013), `post_reaction`, `blog_tag`:
 *   `post-<blog_id>` and `posts`;
 * - `series_post`: `post-<blog_id>` and `posts`; an update or delete also names the posts left in the
 *   series it left, whose neighbours and count changed;
 * - `series`: `posts` and `post-<id>` of each post in it, which shows its title;
 * - `profile`, `user`, `follow`, `remote_follower`, `site_setting`: `site`.
 * A tag is written once per row changed; on PostgreSQL `site` once per statement that changed any row (a
 * statement that matched none, like an Update from a fediverse account that follows no one here, purges
 * nothing: `site` empties the whole CDN), and `site` for a TRUNCATE. Repeats are the drain's to fold.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
type AnyDb = Kysely<any>;

const EVENTS = ["insert", "update", "delete"] as const;
type Event = (typeof EVENTS)[number];

/** Tables whose rows name a post by `blog_id`. */
const POST_CHILDREN = ["comment", "post_reaction", "blog_tag"] as const;
/** Tables whose rows the trigger reads, on PostgreSQL once per row. */
const ROW_TABLES = ["blog", ...POST_CHILDREN, "series_post", "series"] as const;
/** Tables that name `site`, with the events that move the data revision on each engine. */
const SITE_TABLES: ReadonlyArray<{
  table: string;
  postgres: readonly Event[];
  truncate: boolean;
  sqlite: readonly Event[];
}> = [
  // Migration 007: an account's name, photo or handle (neither engine counts an insert; SQLite no delete).
  { table: "profile", postgres: ["update", "delete"], truncate: false, sqlite: ["update"] },
  { table: "user", postgres: ["update", "delete"], truncate: false, sqlite: ["update"] },
  { table: "follow", postgres: EVENTS, truncate: true, sqlite: EVENTS },
  { table: "remote_follower", postgres: EVENTS, truncate: true, sqlite: EVENTS },
  { table: "site_setting", postgres: EVENTS, truncate: true, sqlite: EVENTS },
];

export async function up(db: AnyDb): Promise<void> {
  const engine = engineOf(db);
  await db.schema
    .createTable("cache_purge")
    // SQLite: the rowid itself, so each insert is one b-tree append and no sqlite_sequence write.
    .addColumn("id", engine === "postgres" ? "bigserial" : "integer", (c) => c.primaryKey())
    .addColumn("tag", "text", (c) => c.notNull())
    .execute();
  if (engine === "postgres") await upPostgres(db);
  else await upSqlite(db);
}

/** SQLite's statements for one table and event, over `new` and `old` as SQLite's row triggers name them. */
function sqliteBody(table: (typeof ROW_TABLES)[number], event: Event): string {
  const lists = "insert into cache_purge (tag) values ('posts');";
  const members = (where: string) =>
    `insert into cache_purge (tag) select 'post-' || blog_id from series_post where ${where};`;
  if (table === "blog") {
    if (event === "insert") return `insert into cache_purge (tag) values ('post-' || new.id); ${lists}`;
    if (event === "delete") return `insert into cache_purge (tag) values ('post-' || old.id); ${lists}`;
    return `insert into cache_purge (tag) values ('post-' || new.id);
      insert into cache_purge (tag) select 'post-' || old.id where old.id is not new.id;
      insert into cache_purge (tag) select 'post-' || s.blog_id from series_post m
        join series_post s on s.series_id = m.series_id where m.blog_id = new.id and s.blog_id <> new.id;
      ${lists}`;
  }
  if (table === "series") {
    if (event === "insert") return lists;
    if (event === "delete") return `${members("series_id = old.id")} ${lists}`;
    return `${members("series_id = new.id")} ${members("series_id = old.id and old.id is not new.id")} ${lists}`;
  }
  // comment, post_reaction, blog_tag, series_post: the post a row names, before and after.
  const own =
    event === "insert"
      ? "insert into cache_purge (tag) values ('post-' || new.blog_id);"
      : event === "delete"
        ? "insert into cache_purge (tag) values ('post-' || old.blog_id);"
        : `insert into cache_purge (tag) values ('post-' || new.blog_id);
          insert into cache_purge (tag) select 'post-' || old.blog_id where old.blog_id is not new.blog_id;`;
  if (table !== "series_post" || event === "insert") return `${own} ${lists}`;
  // A post leaving its place: the posts left behind show new neighbours and a new count.
  const leftBehind = members("series_id = old.series_id and blog_id <> old.blog_id");
  const joined =
    event === "update"
      ? members("series_id = new.series_id and new.series_id is not old.series_id and blog_id <> new.blog_id")
      : "";
  return `${own} ${leftBehind} ${joined} ${lists}`;
}

async function upSqlite(db: AnyDb): Promise<void> {
  for (const table of ROW_TABLES) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_${event}_purge`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${sql.raw(sqliteBody(table, event))} end`.execute(db);
    }
  }
  for (const { table, sqlite } of SITE_TABLES) {
    for (const event of sqlite) {
      await sql`create trigger ${sql.raw(`${table}_${event}_purge`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin insert into cache_purge (tag) values ('site'); end`.execute(db);
    }
  }
}

async function upPostgres(db: AnyDb): Promise<void> {
  // One row a statement: the table alone says what it touched. For a TRUNCATE.
  await sql`create function cache_purge_site() returns trigger language plpgsql as $$
    begin
      insert into cache_purge (tag) values ('site');
      return null;
    end $$`.execute(db);
  // The same for a statement that changed rows, seen in its transition table (one per event: PostgreSQL
  // allows them only on single-event triggers).
  await sql`create function cache_purge_site_rows() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed) then
        insert into cache_purge (tag) values ('site');
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function cache_purge_blog() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into cache_purge (tag) values ('post-' || old.id);
      else
        insert into cache_purge (tag) values ('post-' || new.id);
      end if;
      if tg_op = 'UPDATE' then
        if old.id is distinct from new.id then
          insert into cache_purge (tag) values ('post-' || old.id);
        end if;
        insert into cache_purge (tag) select 'post-' || s.blog_id from series_post m
          join series_post s on s.series_id = m.series_id where m.blog_id = new.id and s.blog_id <> new.id;
      end if;
      insert into cache_purge (tag) values ('posts');
      return null;
    end $$`.execute(db);
  // comment, post_reaction, blog_tag and series_post: each has `blog_id` (PL/pgSQL compiles the function
  // once per table it fires on).
  await sql`create function cache_purge_post_row() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into cache_purge (tag) values ('post-' || old.blog_id);
      else
        insert into cache_purge (tag) values ('post-' || new.blog_id);
      end if;
      if tg_op = 'UPDATE' and old.blog_id is distinct from new.blog_id then
        insert into cache_purge (tag) values ('post-' || old.blog_id);
      end if;
      insert into cache_purge (tag) values ('posts');
      return null;
    end $$`.execute(db);
  // A post leaving its place in a series: the posts left behind, and those it joins, show new neighbours.
  await sql`create function cache_purge_series_post() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into cache_purge (tag) select 'post-' || blog_id from series_post
          where series_id = old.series_id and blog_id <> old.blog_id;
      end if;
      if tg_op = 'UPDATE' and old.series_id is distinct from new.series_id then
        insert into cache_purge (tag) select 'post-' || blog_id from series_post
          where series_id = new.series_id and blog_id <> new.blog_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function cache_purge_series() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into cache_purge (tag) select 'post-' || blog_id from series_post where series_id = old.id;
      end if;
      if tg_op = 'UPDATE' and old.id is distinct from new.id then
        insert into cache_purge (tag) select 'post-' || blog_id from series_post where series_id = new.id;
      end if;
      insert into cache_purge (tag) values ('posts');
      return null;
    end $$`.execute(db);

  const rowTrigger = (table: string, name: string, fn: string) =>
    sql`create trigger ${sql.raw(name)} after insert or update or delete on ${sql.table(table)}
      for each row execute function ${sql.raw(fn)}()`.execute(db);
  await rowTrigger("blog", "blog_purge", "cache_purge_blog");
  for (const table of [...POST_CHILDREN, "series_post"]) {
    await rowTrigger(table, `${table}_purge`, "cache_purge_post_row");
  }
  await rowTrigger("series_post", "series_post_neighbours_purge", "cache_purge_series_post");
  await rowTrigger("series", "series_purge", "cache_purge_series");
  // Row triggers do not see a TRUNCATE, which the revision's statement triggers count: it purges everything.
  for (const table of ROW_TABLES) {
    await sql`create trigger ${sql.raw(`${table}_truncate_purge`)} after truncate on ${sql.table(table)}
      for each statement execute function cache_purge_site()`.execute(db);
  }
  for (const { table, postgres, truncate } of SITE_TABLES) {
    for (const event of postgres) {
      await sql`create trigger ${sql.raw(`${table}_${event}_purge`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(event === "delete" ? "old" : "new")} table as changed
        for each statement execute function cache_purge_site_rows()`.execute(db);
    }
    if (truncate) {
      await sql`create trigger ${sql.raw(`${table}_truncate_purge`)} after truncate on ${sql.table(table)}
        for each statement execute function cache_purge_site()`.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const table of ROW_TABLES) {
      await sql`drop trigger if exists ${sql.raw(`${table}_purge`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger if exists ${sql.raw(`${table}_truncate_purge`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop trigger if exists series_post_neighbours_purge on series_post`.execute(db);
    for (const { table, postgres } of SITE_TABLES) {
      for (const name of [...postgres, "truncate"]) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${name}_purge`)} on ${sql.table(table)}`.execute(db);
      }
    }
    for (const fn of [
      "cache_purge_site",
      "cache_purge_site_rows",
      "cache_purge_blog",
      "cache_purge_post_row",
      "cache_purge_series_post",
      "cache_purge_series",
    ]) {
      await sql`drop function if exists ${sql.raw(fn)}()`.execute(db);
    }
  } else {
    for (const table of ROW_TABLES) {
      for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_purge`)}`.execute(db);
    }
    for (const { table, sqlite } of SITE_TABLES) {
      for (const event of sqlite) await sql`drop trigger if exists ${sql.raw(`${table}_${event}_purge`)}`.execute(db);
    }
  }
  await db.schema.dropTable("cache_purge").ifExists().execute();
}
