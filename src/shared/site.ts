/**
 * Site constants the web client needs, kept apart from the zod schemas of moderation.ts so the
 * browser's bundle does not carry zod for a title and a field name.
 */

export const DEFAULT_SITE_SETTINGS = {
  title: "Inkwell",
  // What the home page has always said of the site, so a site with no settings reads as before.
  description: "Dive into trending blogs, explore fresh perspectives, and share your own stories with the world.",
  icon: null,
  accentColor: null,
  socialImage: null,
  navigation: null,
  defaultLanguage: "en",
} as const;

/**
 * The honeypot on the newsletter and contact forms: a field people never see or reach, so only a
 * bot fills it in. Such a request is answered as a success and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website";
