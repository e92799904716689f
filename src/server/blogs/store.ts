import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { normalizeEmail } from "../../shared/email";
import type { BlogQuery, BlogUpdate, NewBlog, PageQuery } from "../../shared/schemas";
import { wordCount } from "../../shared/wordCount";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { BlogRow, Database } from "../db/schema";
import { containsIgnoringCase } from "./like";

export type Author = { email: string; name: string | null };

type BlogFilter = Pick<BlogQuery, "search" | "category" | "exclude" | "author">;

/**
 * "This blog is published", as SQL. Written as the literal `draft = 0` (never a bound parameter) so
 * both engines match it to the partial list indexes of migration 004.
 */
export function isPublished(): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref("blog.draft")} = 0`;
}

/**
 * Every query that shows blogs to anyone but their author goes through this: the lists, search, the
 * top ten, More Blogs, the wishlist, RSS and the sitemap. A draft is seen by its author only.
 */
export function publishedOnly<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return query.where(isPublished());
}

function applyFilter<O>(query: SelectQueryBuilder<Database, "blog", O>, store: Store, filter: BlogFilter) {
  let filtered = publishedOnly(query);
  // An empty parameter (e.g. `?category=` from "All Categories") means "no filter", not "match nothing".
  if (filter.search) filtered = filtered.where(containsIgnoringCase(store.engine, "title", filter.search));
  if (filter.category) filtered = filtered.where("category", "=", filter.category);
  if (filter.exclude) filtered = filtered.where("id", "!=", filter.exclude);
  if (filter.author) filtered = filtered.where("author_email", "=", normalizeEmail(filter.author));
  return filtered;
}

/** One page of published blogs matching the query, and how many match in all (for paging). */
export async function listBlogs(store: Store, query: BlogQuery): Promise<{ rows: BlogRow[]; total: number }> {
  let page = applyFilter(store.db.selectFrom("blog").selectAll(), store, query);
  // Tie-breakers keep paging stable when timestamps or word counts are equal; both orders match an index.
  page =
    query.sort === "wordCount"
      ? page.orderBy("word_count", "desc").orderBy("id", "asc")
      : page.orderBy("created_at", "desc").orderBy("id", "desc");
  const rows = await page.limit(query.limit).offset(query.offset).execute();
  // A page that is short but not empty ends the list, so it already tells the total: no count,
  // which for a title search is a scan of every title.
  if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    return { rows, total: query.offset + rows.length };
  }
  const count = await applyFilter(
    store.db.selectFrom("blog").select((eb) => eb.fn.countAll().as("total")),
    store,
    query,
  ).executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return { rows, total: Number(count.total) };
}

/** A writer's own blogs, drafts included, newest first, and how many they have in all. */
export async function listOwnBlogs(
  store: Store,
  authorEmail: string,
  page: PageQuery,
): Promise<{ rows: BlogRow[]; total: number }> {
  const email = normalizeEmail(authorEmail);
  const rows = await store.db
    .selectFrom("blog")
    .selectAll()
    .where("author_email", "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    return { rows, total: page.offset + rows.length };
  }
  const count = await store.db
    .selectFrom("blog")
    .select((eb) => eb.fn.countAll().as("total"))
    .where("author_email", "=", email)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** A published blog, as anyone may see it; a draft is not found here. */
export async function findBlog(store: Store, id: string): Promise<BlogRow | undefined> {
  return publishedOnly(store.db.selectFrom("blog").selectAll().where("id", "=", id)).executeTakeFirst();
}

/** A blog whatever its state, for deciding what its author (or anyone else) may do with it. */
export async function findBlogAnyState(store: Store, id: string): Promise<BlogRow | undefined> {
  return store.db.selectFrom("blog").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Whether a published blog has this id. */
export async function blogExists(store: Store, id: string): Promise<boolean> {
  const row = await publishedOnly(store.db.selectFrom("blog").select("id").where("id", "=", id)).executeTakeFirst();
  return row !== undefined;
}

export type BlogDraft = Omit<NewBlog, "email" | "username">;

/** Stores a new blog by `author`; `createdAt` lets the demo seed spread posts over past weeks. */
export async function insertBlog(store: Store, draft: BlogDraft, author: Author, createdAt = now()): Promise<string> {
  const id = newId();
  await store.db
    .insertInto("blog")
    .values({
      id,
      title: draft.title,
      image: draft.image,
      category: draft.category,
      short_desc: draft.shortDesc,
      long_desc: draft.longDesc,
      word_count: wordCount(draft.longDesc),
      author_email: normalizeEmail(author.email),
      author_name: author.name,
      created_at: createdAt,
      updated_at: createdAt,
      draft: draft.draft ? 1 : 0,
    })
    .execute();
  return id;
}

/** The columns an update would change; empty when the update repeats what is stored. */
export function changedColumns(row: BlogRow, update: BlogUpdate): Partial<BlogRow> {
  const wanted: Partial<BlogRow> = {
    title: update.title,
    long_desc: update.longDesc,
    ...(update.category !== undefined ? { category: update.category } : {}),
    ...(update.image !== undefined ? { image: update.image } : {}),
    ...(update.shortDesc !== undefined ? { short_desc: update.shortDesc } : {}),
    ...(update.draft !== undefined ? { draft: update.draft ? 1 : 0 } : {}),
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => row[column as keyof BlogRow] !== value),
  ) as Partial<BlogRow>;
}

/**
 * Writes the changed columns, keeping word_count in step with long_desc; returns whether a row changed.
 * Publishing a draft (draft changing to 0) makes now its publication time, so it comes first in the lists.
 */
export async function updateBlog(store: Store, id: string, changes: Partial<BlogRow>): Promise<boolean> {
  const time = now();
  const result = await store.db
    .updateTable("blog")
    .set({
      ...changes,
      ...(changes.long_desc !== undefined ? { word_count: wordCount(changes.long_desc) } : {}),
      ...(changes.draft === 0 ? { created_at: time } : {}),
      updated_at: time,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a blog with its comments and everyone's wishlist entries for it, all or nothing. */
export async function deleteBlog(store: Store, id: string): Promise<number> {
  return store.db.transaction().execute(async (trx) => {
    // The foreign keys cascade too (migration 001); deleting explicitly keeps this true even where
    // an operator's SQLite connection runs without foreign_keys.
    await trx.deleteFrom("comment").where("blog_id", "=", id).execute();
    await trx.deleteFrom("wishlist_item").where("blog_id", "=", id).execute();
    const result = await trx.deleteFrom("blog").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
