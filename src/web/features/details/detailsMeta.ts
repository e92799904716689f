import { ogLocale, postLanguage } from "@shared/post-language";
import { blogPreviewPath } from "@shared/previews";
import type { Blog } from "@shared/schemas";
import type { Translate } from "@web/i18n/useT";
import { absoluteUrl, type PageMeta, summarize } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";
import { detailsTitle } from "./detailsTitle";

/**
 * A blog's head: an article preview and a schema.org BlogPosting, all naming its readable address as
 * canonical whichever address was asked (`asked`: its id, or the path when there is none); a missing
 * blog is not indexed.
 */
export function detailsMeta(
  blog: Blog | null,
  asked: string,
  baseUrl: string,
  site: SiteNames,
  t: Translate,
): PageMeta {
  if (!blog) {
    return {
      title: documentTitle(site, detailsTitle(null, t)),
      description: t("head.blogNotFound"),
      path: asked.startsWith("/") ? asked : `/viewDetails/${encodeURIComponent(asked)}`,
      noindex: true,
    };
  }
  const path = blog.url;
  const description = summarize(blog.shortDesc.trim() || blog.longDesc);
  const image = absoluteUrl(baseUrl, blog.image || "/images/hero/hero-1.webp");
  const language = postLanguage(blog);
  const translations = blog.translations ?? [];
  return {
    title: documentTitle(site, blog.title),
    description,
    path,
    image,
    preview: blogPreviewPath(blog._id),
    type: "article",
    locale: ogLocale(language),
    ...(translations.length > 0
      ? {
          alternates: [
            { hreflang: language, path },
            ...translations.map((t) => ({ hreflang: t.language, path: t.url })),
          ],
        }
      : {}),
    // The writer's own feeds, announced on each of their posts.
    ...(blog.author
      ? {
          feeds: [
            {
              title: `${blog.author.name} · ${site.name}`,
              rss: `/@${blog.author.handle}/rss.xml`,
              json: `/@${blog.author.handle}/feed.json`,
            },
          ],
        }
      : {}),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: blog.title,
        description,
        image,
        author: blog.author
          ? { "@type": "Person", name: blog.author.name, url: absoluteUrl(baseUrl, `/@${blog.author.handle}`) }
          : { "@type": "Person", name: blog.username?.trim() || "Anonymous" },
        publisher: { "@type": "Organization", name: site.name },
        datePublished: blog.createdAt,
        dateModified: blog.updatedAt,
        wordCount: blog.wordCount,
        inLanguage: language,
        articleSection: blog.category,
        url: absoluteUrl(baseUrl, path),
        mainEntityOfPage: absoluteUrl(baseUrl, path),
      },
    ],
  };
}
