/**
 * A post's revision history, the rules both sides need (decision 0090), kept apart from the zod schemas
 * in revision-schemas.ts like every concern's plain rules (decision 0085).
 */

/** How many earlier versions a post keeps; the save that would keep one more drops the oldest. */
export const REVISIONS_KEPT = 50;

export const REVISION_MESSAGES = {
  notFound: "That version of the post was not found.",
  invalidRevision: "That version id is not valid.",
  writerOnly: "Only the writer of this blog and moderators can read its history.",
  restoreWriterOnly: "Only the writer of this blog can restore an earlier version.",
} as const;
