import { z } from "zod";
import { blogAuthorSchema, idSchema } from "./schemas";
import { MAX_SERIES_DESCRIPTION_LENGTH, MAX_SERIES_POSTS, MAX_SERIES_TITLE_LENGTH, SERIES_MESSAGES } from "./series";

export * from "./post-series-schemas";
export * from "./series";

const titleSchema = z
  .string({ error: SERIES_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: SERIES_MESSAGES.titleRequired })
  .max(MAX_SERIES_TITLE_LENGTH, { error: SERIES_MESSAGES.titleTooLong });
const descriptionSchema = z
  .string({ error: "description must be text." })
  .trim()
  .max(MAX_SERIES_DESCRIPTION_LENGTH, { error: SERIES_MESSAGES.descriptionTooLong });

/** POST /api/series. */
export const newSeriesSchema = z.object({ title: titleSchema, description: descriptionSchema.optional() });
export type NewSeries = z.infer<typeof newSeriesSchema>;

/** PUT /api/series/:id: the posts in their new order (the whole list), and optionally a new title or description. */
export const seriesUpdateSchema = z.object({
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  posts: z
    .array(idSchema, { error: "posts must be a list of post ids." })
    .max(MAX_SERIES_POSTS, { error: SERIES_MESSAGES.tooManyPosts })
    .refine((ids) => new Set(ids).size === ids.length, { error: SERIES_MESSAGES.postTwice }),
});
export type SeriesUpdate = z.infer<typeof seriesUpdateSchema>;

export const seriesCreatedSchema = z.object({ id: z.string(), slug: z.string() });

/** One post as a series lists it. */
export const seriesEntrySchema = z.object({ _id: z.string(), title: z.string(), url: z.string() });

/** GET /api/series/:id and by handle and slug: the posts the caller may see, in order. */
export const seriesSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The series' page, `/@handle/series/{slug}`. */
  url: z.string(),
  author: blogAuthorSchema,
  posts: z.array(seriesEntrySchema),
});
export type Series = z.infer<typeof seriesSchema>;

/** GET /api/me/series: the caller's series, newest first, each with every post of theirs in it (drafts too). */
export const ownSeriesSchema = seriesSchema.extend({
  posts: z.array(seriesEntrySchema.extend({ status: z.enum(["published", "draft", "scheduled", "hidden"]) })),
});
export type OwnSeries = z.infer<typeof ownSeriesSchema>;

export const seriesLookupParamsSchema = z.object({
  handle: z.string().trim().max(100),
  slug: z.string().trim().max(200),
});
