import { z } from "zod";
import { MAX_LONG_DESC_LENGTH, MAX_TITLE_LENGTH } from "./limits";
import { pageSlugProblem } from "./site-pages";

/**
 * The site's own pages over HTTP (issue 58, decision 0139): what an admin sends and reads under
 * `/api/admin/pages`, and what a reader gets from `/api/pages/:slug`.
 */

export const MAX_PAGE_DESCRIPTION_LENGTH = 300;

export const sitePageStatusSchema = z.enum(["draft", "published"], {
  error: 'A page\'s status is "draft" or "published".',
});
export type SitePageStatus = z.infer<typeof sitePageStatusSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const pageSlugSchema = z
  .string({ error: "A page needs an address." })
  .trim()
  .toLowerCase()
  .superRefine((slug, context) => {
    const problem = pageSlugProblem(slug);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** POST /api/admin/pages and PUT /api/admin/pages/:id: the whole page, as the editor holds it. */
export const sitePageInputSchema = z.object({
  title: text("Title", MAX_TITLE_LENGTH),
  slug: pageSlugSchema,
  description: z
    .string({ error: "The description is text." })
    .trim()
    .max(MAX_PAGE_DESCRIPTION_LENGTH, {
      error: `The description must be at most ${MAX_PAGE_DESCRIPTION_LENGTH} characters.`,
    })
    .default(""),
  body: text("The page's text", MAX_LONG_DESC_LENGTH),
  status: sitePageStatusSchema,
});
export type SitePageInput = z.infer<typeof sitePageInputSchema>;

/** A page as its editor sees it. */
export const sitePageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  status: sitePageStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was first published; null while it never was. */
  publishedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** One line of the admin's list of pages. */
export const sitePageSummarySchema = sitePageSchema.pick({
  id: true,
  slug: true,
  title: true,
  status: true,
  updatedAt: true,
});
export type SitePageSummary = z.infer<typeof sitePageSummarySchema>;

/** A published page as a reader gets it: the text already rendered to safe HTML by the server. */
export const publicSitePageSchema = sitePageSchema
  .pick({ slug: true, title: true, description: true, updatedAt: true })
  .extend({ html: z.string(), publishedAt: z.string() });
export type PublicSitePage = z.infer<typeof publicSitePageSchema>;

/** A kept version of a page's text, newest first in the list. */
export const sitePageRevisionSchema = z.object({
  id: z.string(),
  at: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
});
export type SitePageRevision = z.infer<typeof sitePageRevisionSchema>;
export const sitePageRevisionSummarySchema = sitePageRevisionSchema.pick({ id: true, at: true, title: true });
export type SitePageRevisionSummary = z.infer<typeof sitePageRevisionSummarySchema>;
