import { z } from "zod";

export * from "./preview-link";

/** POST /api/blogs/:id/preview: the draft's one preview link, absolute on the site's public origin. */
export const previewLinkSchema = z.object({ url: z.url() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/**
 * GET /api/previews/:token. Any string is taken (bounded), so a malformed token is the same 404 as an
 * unknown one rather than a 400 that would tell them apart.
 */
export const previewTokenParamsSchema = z.object({ token: z.string().max(200) });
