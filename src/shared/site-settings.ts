import { z } from "zod";
import { accentColourProblem } from "./accent-colour";
import { INTERFACE_LOCALES } from "./locales";
import { MAX_SITE_DESCRIPTION, MAX_SITE_TITLE } from "./moderation";
import { navigationSettingSchema } from "./navigation";

export { MAX_SITE_DESCRIPTION, MAX_SITE_TITLE } from "./moderation";
export { DEFAULT_SITE_SETTINGS } from "./site";

/** The site's name and looks; GET /api/admin/settings answers all of them. */
export const siteSettingsSchema = z.object({
  title: z
    .string({ error: "title is required." })
    .trim()
    .min(1, "The site needs a title.")
    .max(MAX_SITE_TITLE, `A site title can be at most ${MAX_SITE_TITLE} characters.`),
  description: z
    .string({ error: "description must be text." })
    .trim()
    .max(MAX_SITE_DESCRIPTION, `A description can be at most ${MAX_SITE_DESCRIPTION} characters.`),
  /** An image URL (an upload's /uploads/… path or https), or null for Inkwell's own icon. */
  icon: z.string().trim().max(2_000).nullable(),
  /** `#rrggbb`, or null for the theme's own colour. */
  accentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "accentColor must be a colour like #1a73e8.")
    .nullable(),
  /**
   * An upload of the site's own (/uploads/…), shown large where a page is shared without a picture of
   * its own (`og:image` /og/site.jpg), or null for the card the server draws with the site's name.
   */
  socialImage: z.string().trim().max(2_000).nullable(),
  /**
   * The navigation bar's and the footer's links as the admin arranged them (decision 0141), or null for
   * the SPEC's own; changed through /api/admin/navigation only.
   */
  navigation: navigationSettingSchema,
  /**
   * The interface's language for a reader who has not chosen one and whose browser asks for none Inkwell
   * speaks (issue 59), and the language of a post whose writer did not give one.
   */
  defaultLanguage: z.enum(INTERFACE_LOCALES, {
    error: `defaultLanguage must be one of ${INTERFACE_LOCALES.join(", ")}.`,
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * PUT /api/admin/settings: title and description always; icon, accentColor, socialImage and
 * defaultLanguage when given (null clears the first three).
 * A new accent must read at WCAG AA in both themes (decision 0137). Only here: a colour saved before
 * the rule still reads back, and pages give it its dark-theme shade all the same.
 */
export const siteSettingsUpdateSchema = siteSettingsSchema
  .omit({ navigation: true })
  .partial({ icon: true, accentColor: true, socialImage: true, defaultLanguage: true })
  .strict()
  .superRefine((settings, context) => {
    const problem = settings.accentColor ? accentColourProblem(settings.accentColor) : null;
    if (problem) context.addIssue({ code: "custom", path: ["accentColor"], message: problem });
  });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;
