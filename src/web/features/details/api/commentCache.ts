import type { Comment } from "@shared/schemas";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@web/lib/queryKeys";
import type { CommentPages } from "./getComments";

/**
 * Rewrites the loaded comments of a blog in place after a write, page by page, without asking the
 * server again; `totalChange` moves the count the heading shows. False when nothing is loaded.
 */
export function editLoadedComments(
  client: QueryClient,
  blogId: string,
  edit: (comments: Comment[], pageIndex: number) => Comment[],
  totalChange = 0,
): boolean {
  const key = queryKeys.comments(blogId);
  if (!client.getQueryData<CommentPages>(key)) return false;
  client.setQueryData<CommentPages>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            comments: edit(page.comments, index),
            total: Math.max(0, page.total + totalChange),
          })),
        }
      : data,
  );
  return true;
}

/** Applies `edit` to every comment shown, replies included: an edit, approval or unhide may touch either. */
export function mapEveryComment(comments: Comment[], edit: (comment: Comment) => Comment): Comment[] {
  return comments.map((comment) => {
    const edited = edit(comment);
    return edited.replies ? { ...edited, replies: edited.replies.map(edit) } : edited;
  });
}

/** A new reply goes last in its thread (oldest first); a thread not loaded here is left alone. */
export function withReply(comments: Comment[], reply: Comment): Comment[] {
  return comments.map((comment) =>
    comment._id === reply.parentId ? { ...comment, replies: [...(comment.replies ?? []), reply] } : comment,
  );
}

/**
 * The threads after deleting `id`, as the server does it (decision 0100): a top-level comment with
 * replies becomes the "comment deleted" placeholder, a reply leaves its thread (and takes an emptied
 * placeholder with it), anything else leaves. `threadsRemoved` moves the count, which counts threads.
 */
export function withoutComment(comments: Comment[], id: string): { comments: Comment[]; threadsRemoved: number } {
  let threadsRemoved = 0;
  const kept: Comment[] = [];
  for (const comment of comments) {
    if (comment._id === id) {
      if ((comment.replies ?? []).length > 0) kept.push(placeholderOf(comment));
      else threadsRemoved += 1;
      continue;
    }
    const replies = comment.replies?.filter((reply) => reply._id !== id);
    if (comment.deleted && replies?.length === 0) {
      threadsRemoved += 1;
      continue;
    }
    kept.push(replies && replies.length !== comment.replies?.length ? { ...comment, replies } : comment);
  }
  return { comments: kept, threadsRemoved };
}

function placeholderOf(comment: Comment): Comment {
  return { ...comment, username: "", userPhoto: "", email: "", comment: "", editedAt: null, deleted: true };
}

/** How many threads deleting `id` removes from the loaded pages (0 when none are loaded). */
export function threadsRemovedBy(client: QueryClient, blogId: string, id: string): number {
  const data = client.getQueryData<CommentPages>(queryKeys.comments(blogId));
  return (data?.pages ?? []).reduce((sum, page) => sum + withoutComment(page.comments, id).threadsRemoved, 0);
}
