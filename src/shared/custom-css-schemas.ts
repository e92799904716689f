import { z } from "zod";

// The custom CSS's API shapes (decision 0140). Apart from ./custom-css, whose plain rules the admin's
// screen counts bytes with: schemas built with zod go in the forms' zod chunk (vite.config.ts), rules must not.

/** PUT /api/admin/custom-css: the whole stylesheet; "" for none. */
export const customCssUpdateSchema = z.object({ css: z.string({ error: "css must be text." }) });
export type CustomCssUpdate = z.infer<typeof customCssUpdateSchema>;

/** A kept version, newest first in the list: when it was replaced and how long it is. */
export const customCssRevisionSummarySchema = z.object({ id: z.string(), at: z.string(), bytes: z.number().int() });
export type CustomCssRevisionSummary = z.infer<typeof customCssRevisionSummarySchema>;

/** GET /api/admin/custom-css: the stylesheet in force and the versions it replaced. */
export const customCssSchema = z.object({
  css: z.string(),
  revisions: z.array(customCssRevisionSummarySchema),
});
export type CustomCss = z.infer<typeof customCssSchema>;

/** GET /api/admin/custom-css/revisions/:id: one kept version whole. */
export const customCssRevisionSchema = customCssRevisionSummarySchema.extend({ css: z.string() });
export type CustomCssRevision = z.infer<typeof customCssRevisionSchema>;
