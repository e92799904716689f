import { z } from "zod";

/** Kept apart from ./series-schemas, which builds on ./schemas: the blog schema there carries this field. */
const neighbourSchema = z.object({ title: z.string(), url: z.string() });

/** `series` on a one-post answer: where the post stands among the posts its reader sees (decision 0099). */
export const postSeriesSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  /** 1-based. */
  position: z.number().int(),
  count: z.number().int(),
  previous: neighbourSchema.optional(),
  next: neighbourSchema.optional(),
});
export type PostSeries = z.infer<typeof postSeriesSchema>;
