import type { Revision, RevisionSummary } from "@shared/revision-schemas";
import type { Store } from "../db/connect";

/** A post's kept versions, newest first (the cap keeps them few: decision 0090). */
export async function listRevisions(store: Store, blogId: string): Promise<RevisionSummary[]> {
  const rows = await store.db
    .selectFrom("blog_revision")
    .select(["id", "saved_at", "title", "word_count"])
    .where("blog_id", "=", blogId)
    .orderBy("seq", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, at: row.saved_at, title: row.title, wordCount: Number(row.word_count) }));
}

/** One kept version of this post; a version of another post is not found here. */
export async function findRevision(store: Store, blogId: string, id: string): Promise<Revision | undefined> {
  const row = await store.db
    .selectFrom("blog_revision")
    .selectAll()
    .where("blog_id", "=", blogId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    at: row.saved_at,
    title: row.title,
    shortDesc: row.short_desc,
    longDesc: row.long_desc,
    category: row.category,
    wordCount: Number(row.word_count),
  };
}
