import type { Blog } from "@shared/schemas";
import type { Translate } from "@web/i18n/useT";
import type { PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/** The tab's name for a preview: says it is one, so a shared tab is not mistaken for the post. */
export const previewTitle = (blog: Blog | null | undefined, t: Translate) =>
  blog ? t("title.preview", { title: blog.title }) : undefined;

/** A preview's head: nothing for search engines or link cards, which would spread a private link. */
export function previewMeta(blog: Blog, path: string, site: SiteNames, t: Translate): PageMeta {
  return {
    title: documentTitle(site, previewTitle(blog, t)),
    description: t("head.preview", { site: site.name }),
    path,
    noindex: true,
  };
}
