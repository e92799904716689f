import { type Kysely, sql } from "kysely";
import { engineOf } from "./engine";

/**
 * Issue 59, decision 0143 amended: a post without a language of its own (`blog.language` null) is in the
 * site's default language, the admin's `defaultLanguage` setting, not always English. On PostgreSQL its
 * search document is stemmed in that language's configuration:
 * - `blog_site_language()` reads the setting from `site_setting` as the app does (a JSON string; anything
 *   else, or no row, is English), and the document trigger stems an unmarked post in it;
 * - a trigger on `site_setting` writes the unmarked posts' documents again, in the same transaction, when
 *   a write changes the language's configuration (the admin's save, an import, a hand edit alike);
 * - the unmarked posts are indexed again now, for a site whose default was saved before this migration.
 * `blog_text_config` stays immutable (a tag's configuration); the site's language is passed to it.
 * SQLite stems every post alike (one FTS5 tokenizer), so nothing changes there.
 */

const SETTING_KEY = "defaultLanguage";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  // A stored value is JSON: `"es"`. A tag's shape only; the app's schema keeps it to the interface's languages.
  await sql`create or replace function blog_site_language_of(value text) returns text
    language sql immutable parallel safe as $$
      select coalesce(substring(value from '^"([A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*)"$'), 'en')
    $$`.execute(db);
  await sql`create or replace function blog_site_language() returns text language sql stable parallel safe as $$
      select blog_site_language_of((select value from site_setting where key = ${sql.lit(SETTING_KEY)}))
    $$`.execute(db);
  await replaceDocumentSync(db, sql`coalesce(new.language, blog_site_language())`);
  await sql`create or replace function blog_text_site_language_sync() returns trigger language plpgsql as $$
    declare
      was text := 'en';
      now_in text := 'en';
    begin
      if tg_op <> 'INSERT' then
        if old.key = ${sql.lit(SETTING_KEY)} then was := blog_site_language_of(old.value); end if;
      end if;
      if tg_op <> 'DELETE' then
        if new.key = ${sql.lit(SETTING_KEY)} then now_in := blog_site_language_of(new.value); end if;
      end if;
      if blog_text_config(was) is distinct from blog_text_config(now_in) then
        update blog_text_document d set document = blog_text_vector(now_in, b.title, b.long_desc)
          from blog b where b.id = d.blog_id and b.language is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger site_setting_post_language after insert or update or delete on site_setting
    for each row execute function blog_text_site_language_sync()`.execute(db);
  await sql`update blog_text_document d set document = blog_text_vector(blog_site_language(), b.title, b.long_desc)
    from blog b where b.id = d.blog_id and b.language is null`.execute(db);
}

/** Migration 034's document function, with an unmarked post's language given by `language`. */
// biome-ignore lint/suspicious/noExplicitAny: see up().
async function replaceDocumentSync(db: Kysely<any>, language: ReturnType<typeof sql>): Promise<void> {
  await sql`create or replace function blog_text_document_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.title is not distinct from old.title
          and new.long_desc is not distinct from old.long_desc and new.language is not distinct from old.language then
        update blog_text_document set visibility = new.visibility, created_at = new.created_at where blog_id = new.id;
      else
        insert into blog_text_document (blog_id, visibility, created_at, document)
          values (new.id, new.visibility, new.created_at, blog_text_vector(${language}, new.title, new.long_desc))
          on conflict (blog_id) do update
            set visibility = excluded.visibility, created_at = excluded.created_at, document = excluded.document;
      end if;
      return null;
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  await sql`drop trigger if exists site_setting_post_language on site_setting`.execute(db);
  await sql`drop function if exists blog_text_site_language_sync()`.execute(db);
  await replaceDocumentSync(db, sql`new.language`);
  // Migration 034's blog_text_config reads null as English.
  await sql`update blog_text_document d set document = blog_text_vector(null, b.title, b.long_desc)
    from blog b where b.id = d.blog_id and b.language is null`.execute(db);
  await sql`drop function if exists blog_site_language()`.execute(db);
  await sql`drop function if exists blog_site_language_of(text)`.execute(db);
}
