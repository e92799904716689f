import { HOME_TITLE, SITE_DESCRIPTION, SITE_NAME } from "@web/lib/title";
import type { PageMeta } from "@web/ssr/head";
import { HERO_SLIDES } from "./heroSlides";

/** Home's head: the site's own description and a schema.org WebSite with its title search. */
export function homeMeta(baseUrl: string): PageMeta {
  return {
    title: HOME_TITLE,
    description: SITE_DESCRIPTION,
    path: "/",
    image: HERO_SLIDES[0].src,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: `${baseUrl}/`,
        description: SITE_DESCRIPTION,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}/Blogs?search={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}
