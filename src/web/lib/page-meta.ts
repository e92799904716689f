/**
 * What a page says about itself in `<head>`, as each reading screen's `*Meta.ts` builds it and the
 * server's page step (ssr/) writes it out. It sits below the features so that they describe their pages
 * without importing the layer that renders them (issue 57).
 */
export type PageMeta = {
  /** The full tab title, e.g. `All Blogs · Inkwell`. */
  title: string;
  description: string;
  /** Canonical path and query on the public origin. */
  path: string;
  /** The page's picture for structured data; site-relative or absolute. */
  image?: string;
  /** Its 1200×630 link preview (site-relative); the site's own card when absent. */
  preview?: string;
  type?: "website" | "article" | "profile";
  /** Feeds of this page's own (a writer's), announced beside the site's. */
  feeds?: Array<{ title: string; rss: string; json: string }>;
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>[];
  /** Pages that should not be indexed (the 404 page, one-off searches). */
  noindex?: boolean;
  /** The content's language as OpenGraph writes it (`es_ES`, `es`); absent for the interface's own pages. */
  locale?: string;
  /** Every language's version of this page, itself included (`hreflang`, path), when there are several. */
  alternates?: Array<{ hreflang: string; path: string }>;
};

/** An absolute URL on the public origin; absolute URLs stay as they are. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl}/`).href;
}

/** Meta descriptions are read as one line of about 160 characters. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
