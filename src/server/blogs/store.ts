import { normalizeEmail } from "@shared/email";
import type { BlogQuery, BlogUpdate, NewBlog, PageQuery } from "@shared/schemas";
import { wordCount } from "@shared/wordCount";
import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { BlogRow, Database } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";
import { countSearch, searchPageIds, usesSqliteSearch } from "./sqlite-search";
import { titleContains } from "./title-search";

export type Author = { email: string; name: string | null };

export type BlogFilter = Pick<BlogQuery, "search" | "category" | "exclude" | "author">;

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
  if (filter.search) filtered = filtered.where(titleContains(store.engine, filter.search));
  if (filter.category) filtered = filtered.where("category", "=", filter.category);
  if (filter.exclude) filtered = filtered.where("id", "!=", filter.exclude);
  if (filter.author) filtered = filtered.where("author_email", "=", normalizeEmail(filter.author));
  return filtered;
}

/** The list orders and what a cursor of each holds: the last row's sort key. */
const RECENT_CURSOR = ["string", "string"] as const;
const WORD_COUNT_CURSOR = ["number", "string"] as const;

/** Where a page starts: after a cursor's row, or (for clients that count) after `offset` rows. */
export type BlogPosition = { cursor?: string; offset: number };

export type BlogPage = {
  rows: BlogRow[];
  /** The cursor of the page after this one; absent on the last page. */
  nextCursor?: string;
  /** How many match in all, when this page alone tells (it is the last, reached by offset). */
  knownTotal?: number;
};

const cursorOf = (sort: BlogQuery["sort"], row: BlogRow) =>
  sort === "wordCount"
    ? encodeCursor(sort, [Number(row.word_count), row.id])
    : encodeCursor(sort, [row.created_at, row.id]);

/**
 * One page of published blogs matching the query, newest first or longest first. A cursor (from the
 * previous page's Link header) continues right after the row it names through the list index, so a deep
 * page costs what the first does; an offset still works for clients that count pages. Reads one row
 * more than the page to know whether another page follows.
 */
export async function listBlogPage(store: Store, query: BlogQuery): Promise<BlogPage> {
  if (query.cursor && query.offset > 0) throw badRequest("Send either cursor or offset, not both.");
  const rows = usesSqliteSearch(store, query) ? await searchPage(store, query) : await generalPage(store, query);
  const more = rows.length > query.limit;
  if (more) rows.length = query.limit;
  const last = rows.at(-1);
  return {
    rows,
    ...(more && last ? { nextCursor: cursorOf(query.sort, last) } : {}),
    // A last page reached by offset (and not past the end) tells the total: no count, which for a
    // title search would read every match.
    ...(!more && !query.cursor && (rows.length > 0 || query.offset === 0)
      ? { knownTotal: query.offset + rows.length }
      : {}),
  };
}

/** A SQLite title search's page (and one row more): ids from the search indexes, then those rows. */
async function searchPage(store: Store, query: BlogQuery): Promise<BlogRow[]> {
  const after = query.cursor ? decodeCursor(query.cursor, "recent", RECENT_CURSOR) : undefined;
  const filter = { ...query, search: query.search ?? "" };
  const ids = await searchPageIds(store, filter, query.limit + 1, query.cursor ? 0 : query.offset, after);
  if (ids.length === 0) return [];
  const rows = await store.db.selectFrom("blog").selectAll().where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Any other list's page (and one row more), in one query along the list's index. */
async function generalPage(store: Store, query: BlogQuery): Promise<BlogRow[]> {
  let page = applyFilter(store.db.selectFrom("blog").selectAll(), store, query);
  // Tie-breakers keep paging stable when timestamps or word counts are equal; both orders match an index.
  if (query.sort === "wordCount") {
    if (query.cursor) {
      const [words, id] = decodeCursor(query.cursor, "wordCount", WORD_COUNT_CURSOR);
      // The range on word_count alone is what the index seeks to; the rest only sorts out the ties.
      page = page
        .where("word_count", "<=", words)
        .where((eb) => eb.or([eb("word_count", "<", words), eb("id", ">", id)]));
    }
    page = page.orderBy("word_count", "desc").orderBy("id", "asc");
  } else {
    if (query.cursor) {
      const [createdAt, id] = decodeCursor(query.cursor, "recent", RECENT_CURSOR);
      page = page.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(createdAt, id)));
    }
    page = page.orderBy("created_at", "desc").orderBy("id", "desc");
  }
  return page
    .limit(query.limit + 1)
    .offset(query.cursor ? 0 : query.offset)
    .execute();
}

/** How many published blogs match the filter, whatever the page. */
export async function countBlogs(store: Store, filter: BlogFilter): Promise<number> {
  if (filter.search && usesSqliteSearch(store, { ...filter, sort: "recent" })) {
    return countSearch(store, { ...filter, search: filter.search });
  }
  const count = await applyFilter(
    store.db.selectFrom("blog").select((eb) => eb.fn.countAll().as("total")),
    store,
    filter,
  ).executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count.total);
}

/** One page of published blogs matching the query, and how many match in all (the reading pages' shape). */
export async function listBlogs(store: Store, query: BlogQuery): Promise<{ rows: BlogRow[]; total: number }> {
  const page = await listBlogPage(store, query);
  return { rows: page.rows, total: page.knownTotal ?? (await countBlogs(store, query)) };
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
