import type { PublicSitePage } from "@shared/site-page-schemas";
import { sitePagePath } from "@shared/site-pages";
import { absoluteUrl, type PageMeta, summarize } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

/** One of the site's pages: its title, its own description (else its first words) and a schema.org WebPage. */
export function sitePageMeta(page: PublicSitePage, baseUrl: string, site: SiteNames): PageMeta {
  const path = sitePagePath(page.slug);
  const description = summarize(page.description || textOf(page.html)) || `${page.title} · ${site.name}`;
  const url = absoluteUrl(baseUrl, path);
  return {
    title: documentTitle(site, page.title),
    description,
    path,
    type: "website",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: page.title,
        description,
        url,
        datePublished: page.publishedAt,
        dateModified: page.updatedAt,
        isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(baseUrl, "/") },
      },
    ],
  };
}

/** The words of the server's HTML, for a description the admin left empty. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/gu, " ")
    .replace(/&(?:#39|apos);/gu, "'")
    .replace(/&quot;/gu, '"')
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&amp;/gu, "&");
