import { randomBytes } from "node:crypto";
import type { Store } from "../db/connect";
import { isDraftOnly, isPublished } from "../db/published";
import type { BlogRow } from "../db/schema";

/** A post as its preview link sees it: whether anyone may read it already, or it is a draft alone. */
export type PreviewTarget = { id: string; authorEmail: string | null; published: boolean; draftOnly: boolean };

/** The post with this id and what a preview link may make of it, or undefined when there is none. */
export async function findPreviewTarget(store: Store, id: string): Promise<PreviewTarget | undefined> {
  const row = await store.db
    .selectFrom("blog")
    .select(["id", "author_email", isPublished().as("published"), isDraftOnly().as("draft_only")])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  // SQLite answers a comparison as 0 or 1, PostgreSQL as a boolean.
  return {
    id: row.id,
    authorEmail: row.author_email,
    published: Boolean(Number(row.published)),
    draftOnly: Boolean(Number(row.draft_only)),
  };
}

/** 32 random bytes, base64url: unguessable, and fits a URL path as it is. */
const newToken = () => randomBytes(32).toString("base64url");

/**
 * The post's preview token, made on first asking: two requests at once both get the one that won (the
 * unique blog_id turns the second insert into nothing).
 */
export async function ensurePreviewToken(store: Store, blogId: string, now = new Date()): Promise<string> {
  await store.db
    .insertInto("blog_preview_link")
    .values({ token: newToken(), blog_id: blogId, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("blog_id").doNothing())
    .execute();
  const row = await store.db
    .selectFrom("blog_preview_link")
    .select("token")
    .where("blog_id", "=", blogId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** Revokes the post's preview link, if it has one: its URL is a 404 from then on. */
export async function revokePreviewToken(store: Store, blogId: string): Promise<void> {
  await store.db.deleteFrom("blog_preview_link").where("blog_id", "=", blogId).execute();
}

/**
 * What a preview token opens: the draft itself, or the post once it is published (its link then leads
 * to the post's address); undefined for an unknown or revoked token, and for a post moderation hid or
 * whose writer is suspended, draft or not, so a preview never bypasses moderation.
 */
export async function findByPreviewToken(
  store: Store,
  token: string,
): Promise<{ state: "draft" | "published"; row: BlogRow } | undefined> {
  const linked = store.db
    .selectFrom("blog_preview_link")
    .innerJoin("blog", "blog.id", "blog_preview_link.blog_id")
    .selectAll("blog")
    .where("blog_preview_link.token", "=", token);
  const draft = await linked.where(isDraftOnly()).executeTakeFirst();
  if (draft) return { state: "draft", row: draft };
  const published = await linked.where(isPublished()).executeTakeFirst();
  return published ? { state: "published", row: published } : undefined;
}
