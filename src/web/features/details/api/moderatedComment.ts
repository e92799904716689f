import type { Comment } from "@shared/schemas";

/**
 * A comment as its writer, the post's writer or a moderator may see it: held for review by the spam
 * rules, or hidden by a moderator. Both are sent only to those readers; the public never gets them.
 */
export type ModeratedComment = Comment & { held?: boolean; hidden?: boolean };
