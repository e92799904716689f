/**
 * Threaded replies (issue 44, decision 0100): one level deep, as in Ghost. Plain rules only (no zod):
 * the details screen and the server both read them.
 */

/** What a deleted comment that still has replies shows in its place. */
export const COMMENT_DELETED = "comment deleted";

export const REPLY_MESSAGES = {
  /** POST /api/comments with a parentId that names no comment the caller can see on this post. */
  unknownParent: "The comment you are replying to is not on this post.",
  /** The reply form's submit and its field's label. */
  replyLabel: "Reply",
  cancel: "Cancel",
  submit: "Post Reply",
} as const;

/**
 * The comment a reply is stored under: a reply to a reply joins its thread, so a thread's parent is
 * always top-level.
 */
export function threadParentId(target: { id: string; parentId: string | null }): string {
  return target.parentId ?? target.id;
}
