import { z } from "zod";
import { REVISION_MESSAGES } from "./revision";
import { idParamsSchema, idSchema } from "./schemas";

export { REVISION_MESSAGES, REVISIONS_KEPT } from "./revision";

/** /api/blogs/:id/revisions/:rev: the post and one of its kept versions. */
export const revisionParamsSchema = idParamsSchema.extend({
  rev: z.string().regex(/^[a-f0-9]{24}$/u, { error: REVISION_MESSAGES.invalidRevision }),
});

/**
 * One earlier version in GET /api/blogs/:id/revisions, newest first. `at` is when that version was
 * saved (ISO-8601, UTC); `wordCount` counts its body as SPEC §3 counts a post's.
 */
export const revisionSummarySchema = z.object({
  id: idSchema,
  at: z.string(),
  title: z.string(),
  wordCount: z.number().int(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/blogs/:id/revisions/:rev: the version whole, its fields named as the blog API names them. */
export const revisionSchema = revisionSummarySchema.extend({
  shortDesc: z.string(),
  longDesc: z.string(),
  category: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;
