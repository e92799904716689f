import type { PageMeta } from "@web/lib/page-meta";
import { homeTitle, type SiteNames } from "@web/lib/title";
import { HERO_SLIDES } from "./heroSlides";

/** Home's head: the site's own description and a schema.org WebSite with its title search. */
export function homeMeta(baseUrl: string, site: SiteNames): PageMeta {
  return {
    title: homeTitle(site),
    description: site.description,
    path: "/",
    image: HERO_SLIDES[0].src,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.name,
        url: `${baseUrl}/`,
        description: site.description,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}/Blogs?search={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}
