import type { SelectQueryBuilder } from "kysely";
import { normalizeEmail } from "../../shared/email";
import type { BlogQuery, BlogUpdate, NewBlog } from "../../shared/schemas";
import { wordCount } from "../../shared/wordCount";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { BlogRow, Database } from "../db/schema";
import { containsIgnoringCase } from "./like";

export type Author = { email: string; name: string | null };

type BlogFilter = Pick<BlogQuery, "search" | "category" | "exclude" | "author">;

function applyFilter<O>(query: SelectQueryBuilder<Database, "blog", O>, store: Store, filter: BlogFilter) {
  let filtered = query;
  // An empty parameter (e.g. `?category=` from "All Categories") means "no filter", not "match nothing".
  if (filter.search) filtered = filtered.where(containsIgnoringCase(store.engine, "title", filter.search));
  if (filter.category) filtered = filtered.where("category", "=", filter.category);
  if (filter.exclude) filtered = filtered.where("id", "!=", filter.exclude);
  if (filter.author) filtered = filtered.where("author_email", "=", normalizeEmail(filter.author));
  return filtered;
}

/** One page of blogs matching the query, and how many match in all (for paging). */
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

export async function findBlog(store: Store, id: string): Promise<BlogRow | undefined> {
  return store.db.selectFrom("blog").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function blogExists(store: Store, id: string): Promise<boolean> {
  const row = await store.db.selectFrom("blog").select("id").where("id", "=", id).executeTakeFirst();
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
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => row[column as keyof BlogRow] !== value),
  ) as Partial<BlogRow>;
}

/** Writes the changed columns, keeping word_count in step with long_desc; returns whether a row changed. */
export async function updateBlog(store: Store, id: string, changes: Partial<BlogRow>): Promise<boolean> {
  const result = await store.db
    .updateTable("blog")
    .set({
      ...changes,
      ...(changes.long_desc !== undefined ? { word_count: wordCount(changes.long_desc) } : {}),
      updated_at: now(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
