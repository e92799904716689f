import type { Context, PageItems } from "@fedify/fedify";
import type { Create } from "@fedify/vocab";
import { z } from "zod";
import type { Store } from "../db/connect";
import { createActivity, federatedPostsPage } from "./article";

/** Activities per page of a writer's outbox. */
export const OUTBOX_PAGE_SIZE = 20;

/** Where a page starts: after this post, in newest-first order. Opaque to clients. */
const positionSchema = z.object({ createdAt: z.string().max(64), id: z.string().max(64) });

function decodePosition(cursor: string): z.infer<typeof positionSchema> | null {
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const encodePosition = (position: z.infer<typeof positionSchema>) =>
  Buffer.from(JSON.stringify(position)).toString("base64url");

/**
 * One page of the writer's outbox: the Create of each published post, newest first. "" is the first
 * page; a cursor that is not one of ours answers nothing (null: a 404) rather than guessing.
 */
export async function outboxPage(
  ctx: Context<void>,
  store: Store,
  authorId: string,
  cursor: string,
): Promise<PageItems<Create> | null> {
  const after = cursor === "" ? undefined : decodePosition(cursor);
  if (after === null) return null;
  const posts = await federatedPostsPage(store.db, authorId, OUTBOX_PAGE_SIZE, after);
  const last = posts.at(-1);
  return {
    items: posts.map((post) => createActivity(ctx, post)),
    nextCursor:
      posts.length === OUTBOX_PAGE_SIZE && last ? encodePosition({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
