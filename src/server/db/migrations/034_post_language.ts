import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 59, posts in many languages (docs/decisions/0143):
 * - `blog.language`: the post's BCP 47 tag in canonical case, null for "the site's default language"
 *   (blogs/language.ts `postLanguage` says which that is), so a site that changes its default carries its
 *   unmarked posts with it.
 * - `blog.translation_of`: the original of the post's translation group, null for an original or a post
 *   alone. Always the group's root, never a translation (blogs/translations.ts keeps it so). No foreign
 *   key: the export's rows go in table by table, and a translation may come before its original; deleting
 *   an original hands the group to its oldest translation (blogs/store.ts `deleteBlog`).
 * - PostgreSQL: each post's search document is stemmed with its language's text search configuration
 *   (`blog_text_config`, built here from the configurations this server has), plus the words as written
 *   (`simple`), so a reader finds a post in another language by its exact words. The documents are
 *   written again.
 * - SQLite: the FTS5 index folds diacritics (`remove_diacritics 2`: "café" finds "cafe"); the table is
 *   made again and rebuilt from its content view.
 */

/** ISO 639-1 codes and PostgreSQL's snowball configurations of the same language (`\dF` in psql). */
const CONFIGS: Record<string, string> = {
  ar: "arabic",
  hy: "armenian",
  eu: "basque",
  ca: "catalan",
  da: "danish",
  nl: "dutch",
  en: "english",
  fi: "finnish",
  fr: "french",
  de: "german",
  el: "greek",
  hi: "hindi",
  hu: "hungarian",
  id: "indonesian",
  ga: "irish",
  it: "italian",
  lt: "lithuanian",
  ne: "nepali",
  no: "norwegian",
  nb: "norwegian",
  nn: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  es: "spanish",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
  yi: "yiddish",
};

/** The FTS5 tokenizers before and after this migration. */
const TOKENIZE_BEFORE = "porter unicode61";
const TOKENIZE_AFTER = "porter unicode61 remove_diacritics 2";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  // SQLite runs migrations outside a transaction: after a crash, a column already added stays.
  for (const column of ["language", "translation_of"]) {
    if (postgres || !(await sqliteHasColumn(db, "blog", column))) {
      await db.schema.alterTable("blog").addColumn(column, "text").execute();
    }
  }
  // A group's posts are found by their root.
  await db.schema
    .createIndex("blog_translation_of_idx")
    .ifNotExists()
    .on("blog")
    .column("translation_of")
    .where(sql.ref("translation_of"), "is not", null)
    .execute();
  if (postgres) await upPostgres(db);
  else await rebuildFts(db, TOKENIZE_AFTER);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function sqliteHasColumn(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pragma_table_info(${table}) where name = ${column}`.execute(db);
  return rows.length > 0;
}

/**
 * Migration 008's FTS5 table again with another tokenizer, filled from its content view. Its triggers on
 * `blog` name the table, not its definition, so they keep working.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up().
async function rebuildFts(db: Kysely<any>, tokenize: string): Promise<void> {
  await sql`drop table if exists blog_text_fts`.execute(db);
  await sql`create virtual table blog_text_fts using fts5(
    title, body, content = 'blog_text_content', content_rowid = 'key', tokenize = ${sql.lit(tokenize)}
  )`.execute(db);
  await sql`insert into blog_text_fts (blog_text_fts) values ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function upPostgres(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ cfgname: string }>`select cfgname from pg_ts_config`.execute(db);
  const present = new Set(rows.map((row) => row.cfgname));
  const cases = Object.entries(CONFIGS).filter(([, config]) => present.has(config));
  // Immutable (a pure mapping written out here), so an index or a generated column could use it. A post
  // without a language is the site's default, English until the site can say otherwise (decision 0143).
  await sql`create or replace function blog_text_config(language text) returns regconfig
    language sql immutable parallel safe as $$
      select (case lower(split_part(coalesce(language, 'en'), '-', 1))
        ${sql.join(
          cases.map(([code, config]) => sql`when ${sql.lit(code)} then ${sql.lit(config)}`),
          sql` `,
        )}
        else 'simple' end)::regconfig
    $$`.execute(db);
  await sql`create or replace function blog_text_vector(language text, title text, body text) returns tsvector
    language sql immutable parallel safe as $$
      select setweight(to_tsvector(blog_text_config(language), title) || to_tsvector('simple', title), 'A')
        || setweight(to_tsvector(blog_text_config(language), body) || to_tsvector('simple', body), 'B')
    $$`.execute(db);
  await replaceDocumentSync(db, sql`blog_text_vector(new.language, new.title, new.long_desc)`, true);
  // The trigger now also listens to a change of language.
  await sql`drop trigger if exists blog_text_update on blog`.execute(db);
  await sql`create trigger blog_text_update after update of title, long_desc, language, visibility, created_at on blog
    for each row when (old.title is distinct from new.title or old.long_desc is distinct from new.long_desc
      or old.language is distinct from new.language
      or old.visibility is distinct from new.visibility or old.created_at is distinct from new.created_at)
    execute function blog_text_document_sync()`.execute(db);
  await sql`update blog_text_document d set document = blog_text_vector(b.language, b.title, b.long_desc)
    from blog b where b.id = d.blog_id`.execute(db);
}

/** Migration 018's function, with the document written by `vector` and redone when `language` changes. */
async function replaceDocumentSync(
  // biome-ignore lint/suspicious/noExplicitAny: see up().
  db: Kysely<any>,
  vector: ReturnType<typeof sql>,
  withLanguage: boolean,
): Promise<void> {
  const sameLanguage = withLanguage ? sql`and new.language is not distinct from old.language` : sql``;
  await sql`create or replace function blog_text_document_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.title is not distinct from old.title
          and new.long_desc is not distinct from old.long_desc ${sameLanguage} then
        update blog_text_document set visibility = new.visibility, created_at = new.created_at where blog_id = new.id;
      else
        insert into blog_text_document (blog_id, visibility, created_at, document)
          values (new.id, new.visibility, new.created_at, ${vector})
          on conflict (blog_id) do update
            set visibility = excluded.visibility, created_at = excluded.created_at, document = excluded.document;
      end if;
      return null;
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === "postgres") {
    const english = sql`setweight(to_tsvector('english', new.title), 'A') || setweight(to_tsvector('english', new.long_desc), 'B')`;
    await replaceDocumentSync(db, english, false);
    await sql`drop trigger if exists blog_text_update on blog`.execute(db);
    await sql`create trigger blog_text_update after update of title, long_desc, visibility, created_at on blog
      for each row when (old.title is distinct from new.title or old.long_desc is distinct from new.long_desc
        or old.visibility is distinct from new.visibility or old.created_at is distinct from new.created_at)
      execute function blog_text_document_sync()`.execute(db);
    await sql`update blog_text_document d
      set document = setweight(to_tsvector('english', b.title), 'A') || setweight(to_tsvector('english', b.long_desc), 'B')
      from blog b where b.id = d.blog_id`.execute(db);
    await sql`drop function if exists blog_text_vector(text, text, text)`.execute(db);
    await sql`drop function if exists blog_text_config(text)`.execute(db);
  } else {
    await rebuildFts(db, TOKENIZE_BEFORE);
  }
  await db.schema.dropIndex("blog_translation_of_idx").ifExists().execute();
  await db.schema.alterTable("blog").dropColumn("translation_of").execute();
  await db.schema.alterTable("blog").dropColumn("language").execute();
}
