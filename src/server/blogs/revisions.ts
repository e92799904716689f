import { REVISIONS_KEPT } from "@shared/revision";
import { wordCount } from "@shared/wordCount";
import type { Kysely } from "kysely";
import type { Engine } from "../db/connect";
import { newId } from "../db/ids";
import type { BlogRow, Database } from "../db/schema";

/** What a revision keeps: the text a reader reads, and its category to show with it. */
export type RevisedText = Pick<BlogRow, "title" | "short_desc" | "long_desc" | "category" | "updated_at">;

/** The columns whose change makes a save a new version; an image, category or state change alone does not. */
const REVISED = ["title", "short_desc", "long_desc"] as const;

/**
 * The post's text as a save inside `trx` finds it, its row locked on PostgreSQL until the save commits:
 * a second save of the same post waits, then sees the first one's text, and keeps that as its revision
 * (SQLite writes one transaction at a time already).
 */
export function lockedText(trx: Kysely<Database>, engine: Engine, blogId: string): Promise<RevisedText | undefined> {
  const query = trx
    .selectFrom("blog")
    .select(["title", "short_desc", "long_desc", "category", "updated_at"])
    .where("id", "=", blogId);
  return (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether `changes` rewrites the text of `before`. */
export function revisesText(before: RevisedText, changes: Partial<BlogRow>): boolean {
  return REVISED.some((column) => changes[column] !== undefined && changes[column] !== before[column]);
}

/**
 * Keeps `before`, the version a save is replacing, as the post's newest revision, and drops what falls
 * past the cap. Called by the save's own transaction (blogs/store.ts updateBlog) after it locked the
 * post's row, so two saves of one post number their versions one after the other, and a failed save
 * keeps nothing.
 */
export async function keepRevision(trx: Kysely<Database>, blogId: string, before: RevisedText): Promise<void> {
  const last = await trx
    .selectFrom("blog_revision")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("blog_id", "=", blogId)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await trx
    .insertInto("blog_revision")
    .values({
      id: newId(),
      blog_id: blogId,
      seq,
      title: before.title,
      short_desc: before.short_desc,
      long_desc: before.long_desc,
      category: before.category,
      word_count: wordCount(before.long_desc),
      saved_at: before.updated_at,
    })
    .execute();
  // Numbers only grow, so the oldest are those more than the cap below the newest: one indexed delete.
  await trx
    .deleteFrom("blog_revision")
    .where("blog_id", "=", blogId)
    .where("seq", "<=", seq - REVISIONS_KEPT)
    .execute();
}
