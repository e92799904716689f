import { normalizeEmail } from "@shared/email";
import { VISIBILITY } from "@shared/moderation-schemas";
import type { BlogQuery, BlogUpdate, NewBlog, PageQuery } from "@shared/schemas";
import { wordCount } from "@shared/wordCount";
import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import { newId, now } from "../db/ids";
import { publishedOnly } from "../db/published";
import type { BlogRow, Database } from "../db/schema";
import { badRequest } from "../errors";
import { encodeCursor } from "../http/cursor";
import { blogSearch } from "../search/blog-search";
import type { BlogFilter } from "../search/contract";
import { writeTags } from "../tags/store";
import type { PostLifecycle } from "./lifecycle";
import { keepRevision, lockedText, revisesText } from "./revisions";
import { freeSlug, moveSlug } from "./slug";
import { handOverGroup } from "./translations";

export type Author = { email: string; name: string | null };

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
  const rows = await blogSearch(store).page(query);
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

/** How many published blogs match the filter, whatever the page. */
export function countBlogs(store: Store, filter: BlogFilter): Promise<number> {
  return blogSearch(store).count(filter);
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

/** Tries to store a new blog before giving up on a slug that a concurrent post of the same writer took. */
const SLUG_RACE_TRIES = 5;

/**
 * Stores a new blog by `author`, with the first free slug its title gives among the writer's posts;
 * `lifecycle` is required: what leaves the site when a post goes public is decided by every caller, and
 * a writer that means no mail (the demo seed, tests) says so with `NO_DELIVERY`. `createdAt` lets the
 * demo seed spread posts over past weeks.
 */
export async function insertBlog(
  store: Store,
  draft: BlogDraft,
  author: Author,
  lifecycle: PostLifecycle,
  createdAt = now(),
): Promise<string> {
  const id = newId();
  const email = normalizeEmail(author.email);
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(store.db, email, draft.title);
    try {
      const write = async (trx: Kysely<Database>) => {
        await trx
          .insertInto("blog")
          .values({
            id,
            title: draft.title,
            image: draft.image,
            category: draft.category,
            short_desc: draft.shortDesc,
            long_desc: draft.longDesc,
            word_count: wordCount(draft.longDesc),
            author_email: email,
            author_name: author.name,
            created_at: createdAt,
            updated_at: createdAt,
            // A scheduled post is a draft until its time (blogs/schedule.ts publishes it then).
            visibility: draft.draft || draft.publishAt ? VISIBILITY.draft : 0,
            publish_at: draft.publishAt ?? null,
            slug,
            language: draft.language ?? null,
            // The caller checked it and names the group's root (blogs/translations.ts).
            translation_of: draft.translationOf ?? null,
          })
          .execute();
        if (draft.tags?.length) await writeTags(trx, id, draft.tags);
        if (!draft.draft && !draft.publishAt) await lifecycle.published(trx, id);
      };
      // The seed and the import write many posts in a transaction of their own.
      if (store.db.isTransaction) await write(store.db);
      else await store.db.transaction().execute(write);
      return id;
    } catch (error) {
      // The same writer published a post of the same title at the same moment: take the next number.
      if (!isUniqueViolation(error) || attempt >= SLUG_RACE_TRIES) throw error;
    }
  }
}

/** The columns an update would change; empty when the update repeats what is stored. */
export function changedColumns(row: BlogRow, update: BlogUpdate): Partial<BlogRow> {
  // A time schedules (a draft until then); publishing now clears any time; null unschedules, still a draft.
  const draft = update.publishAt ? true : update.draft;
  const publishAt = update.publishAt !== undefined ? update.publishAt : update.draft === false ? null : undefined;
  const wanted: Partial<BlogRow> = {
    title: update.title,
    long_desc: update.longDesc,
    ...(update.category !== undefined ? { category: update.category } : {}),
    ...(update.image !== undefined ? { image: update.image } : {}),
    ...(update.shortDesc !== undefined ? { short_desc: update.shortDesc } : {}),
    // The author sets only their draft bit; a moderator's or a suspension's bits stay as they are.
    ...(draft !== undefined ? { visibility: withDraftBit(Number(row.visibility), draft) } : {}),
    ...(publishAt !== undefined ? { publish_at: publishAt } : {}),
    ...(update.language !== undefined ? { language: update.language } : {}),
    // The route checked it and names the group's root (blogs/translations.ts).
    ...(update.translationOf !== undefined ? { translation_of: update.translationOf } : {}),
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => row[column as keyof BlogRow] !== value),
  ) as Partial<BlogRow>;
}

/**
 * Writes the changed columns, keeping word_count in step with long_desc and the slug with the title (the
 * old slug keeps leading to the post); returns whether a row changed. Publishing a draft (its draft bit
 * cleared) makes now its publication time, so it comes first in the lists. `tags`, when given, replace the
 * post's tags in the same transaction (an edit like any other).
 */
export async function updateBlog(
  store: Store,
  row: BlogRow,
  changes: Partial<BlogRow>,
  lifecycle: PostLifecycle,
  tags?: readonly string[],
): Promise<boolean> {
  const time = now();
  return store.db.transaction().execute(async (trx) => {
    // The text this save replaces, kept as a revision when the save rewrites it (decision 0090).
    const text = await lockedText(trx, store.engine, row.id);
    // Read again inside the transaction: a moderator may have hidden the post since `row` was read, and
    // the author's draft bit must land on the mask as it is now, never undo the hide.
    const current = await trx.selectFrom("blog").select("visibility").where("id", "=", row.id).executeTakeFirst();
    if (!current) return false;
    const before = Number(current.visibility);
    const { visibility: wanted, ...rest } = changes;
    const after = wanted === undefined ? before : withDraftBit(before, (Number(wanted) & VISIBILITY.draft) !== 0);
    const publishing = (before & VISIBILITY.draft) !== 0 && (after & VISIBILITY.draft) === 0;
    const slug = changes.title !== undefined ? await moveSlug(trx, row, changes.title, time) : undefined;
    if (tags) await writeTags(trx, row.id, tags);
    const result = await trx
      .updateTable("blog")
      .set({
        ...rest,
        ...(wanted !== undefined ? { visibility: after } : {}),
        ...(changes.long_desc !== undefined ? { word_count: wordCount(changes.long_desc) } : {}),
        ...(publishing ? { created_at: time } : {}),
        ...(slug ? { slug } : {}),
        updated_at: time,
      })
      .where("id", "=", row.id)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed && text && revisesText(text, rest)) await keepRevision(trx, row.id, text);
    // A change of state publishes or withdraws; an edit that keeps a post public is an edit (no mail,
    // an Update to the fediverse); saving a draft, or editing a hidden post, tells no one.
    if (changed && before !== 0 && after === 0) await lifecycle.published(trx, row.id);
    else if (changed && before === 0 && after !== 0) await lifecycle.withdrawn(trx, row.id, true);
    else if (changed && before === 0) await lifecycle.edited(trx, row.id);
    return changed;
  });
}

/** A visibility mask with its author's draft bit set or cleared, every other reason kept. */
export function withDraftBit(mask: number, draft: boolean): number {
  return draft ? mask | VISIBILITY.draft : mask & ~VISIBILITY.draft;
}

/**
 * Deletes a blog with its comments, everyone's wishlist entries for it, its delivery records and the
 * mail still queued for it, all or nothing.
 */
export async function deleteBlog(store: Store, id: string, lifecycle: PostLifecycle): Promise<number> {
  return store.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("blog").select("visibility").where("id", "=", id).executeTakeFirst();
    await lifecycle.withdrawn(trx, id, before !== undefined && Number(before.visibility) === 0);
    await trx.deleteFrom("post_delivery").where("blog_id", "=", id).execute();
    // The foreign keys cascade too (migration 001); deleting explicitly keeps this true even where
    // an operator's SQLite connection runs without foreign_keys.
    await trx.deleteFrom("comment").where("blog_id", "=", id).execute();
    await trx.deleteFrom("post_reaction").where("blog_id", "=", id).execute();
    await trx.deleteFrom("blog_revision").where("blog_id", "=", id).execute();
    await trx.deleteFrom("wishlist_item").where("blog_id", "=", id).execute();
    await handOverGroup(trx, id);
    const result = await trx.deleteFrom("blog").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
