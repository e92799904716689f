import { sameEmail } from "@shared/email";
import { MESSAGES } from "@shared/messages";
import { canModerate, VISIBILITY } from "@shared/moderation-schemas";
import { REVISION_MESSAGES } from "@shared/revision";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findBlogAnyState } from "../blogs/store";
import type { BlogRow } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { authorById } from "../profiles/store";

/** What a caller may do with a post's history: read it (its writer, moderators) and restore (its writer). */
export type HistoryAccess = { row: BlogRow; writer: boolean };

/**
 * The post named by the request's id when the caller may read its history: its writer always; a
 * moderator when they may read the post itself (public, or taken out of view, but never its writer's
 * draft, as GET /allBlogs/:id decides). Anyone else gets 403 for a public post and 404 for any other,
 * which does not exist as far as they can tell. `restore` admits the writer alone. Read from the
 * route's onRequest hook, before the path is validated (decision 0067), and kept for the handler.
 */
export function historyAccess(app: FastifyInstance, request: FastifyRequest, restore: boolean): Promise<HistoryAccess> {
  let access = decided.get(request);
  if (!access) {
    access = decide(app, request, restore);
    decided.set(request, access);
  }
  return access;
}

const decided = new WeakMap<FastifyRequest, Promise<HistoryAccess>>();

async function decide(app: FastifyInstance, request: FastifyRequest, restore: boolean): Promise<HistoryAccess> {
  const identity = await app.identity.requireIdentity(request);
  const { id } = request.params as { id: string };
  const row = await findBlogAnyState(app.store, id);
  if (!row) throw notFound(MESSAGES.blogNotFound);
  if (sameEmail(row.author_email, identity.email)) return { row, writer: true };
  const mask = Number(row.visibility);
  const moderator = (mask & VISIBILITY.draft) === 0 && canModerate((await authorById(app.store, identity.id))?.role);
  if (moderator && !restore) return { row, writer: false };
  if (mask !== 0 && !moderator) throw notFound(MESSAGES.blogNotFound);
  throw forbidden(restore ? REVISION_MESSAGES.restoreWriterOnly : REVISION_MESSAGES.writerOnly);
}
