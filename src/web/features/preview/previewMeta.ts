import type { Blog } from "@shared/schemas";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/** The tab's name for a preview: says it is one, so a shared tab is not mistaken for the post. */
export const previewTitle = (blog: Blog | null | undefined) => (blog ? `Preview: ${blog.title}` : undefined);

/** A preview's head: nothing for search engines or link cards, which would spread a private link. */
export function previewMeta(blog: Blog, path: string, site: SiteNames): PageMeta {
  return {
    title: documentTitle(site, previewTitle(blog)),
    description: `A preview of a post not published yet on ${site.name}.`,
    path,
    noindex: true,
  };
}
