import { z } from "zod";
import { MAX_TAG_LENGTH, MAX_TAGS, tagsProblem } from "./tags";

export * from "./tags";

/** A post's tags as the API answers them. */
export const tagSchema = z.object({ name: z.string(), slug: z.string() });

/** `tags` on POST /api/blog and PUT /api/blogs/:id: the rules of ./tags, one clear message when broken. */
export const tagListSchema = z
  .array(z.string({ error: "Each tag must be text." }), { error: "tags must be a list of text." })
  .superRefine((tags, context) => {
    const problem = tagsProblem(tags);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .describe(`Up to ${MAX_TAGS} tags, each 1–${MAX_TAG_LENGTH} letters, digits, spaces or hyphens, unique by slug.`);

/** A tag with how many public posts carry it (GET /api/tags/:slug and the suggestions). */
export const tagCountSchema = tagSchema.extend({ count: z.number().int() });
export type TagCount = z.infer<typeof tagCountSchema>;

export const tagParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(MAX_TAG_LENGTH * 4),
});
export const tagSuggestQuerySchema = z.object({ q: z.string().trim().max(MAX_TAG_LENGTH).optional() });
