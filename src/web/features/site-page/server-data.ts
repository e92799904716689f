import { sitePageSlugOf } from "@shared/site-pages";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { sitePageQuery } from "./api/getSitePage";
import { sitePageMeta } from "./sitePageMeta";

/** `/{slug}`: one of the site's published pages, or the 404 page (a draft is not there for readers). */
export const loadSitePage: ScreenLoader = async ({ url, client, source, baseUrl, site }) => {
  const slug = sitePageSlugOf(url.pathname);
  if (!slug) return { kind: "not-found" };
  const page = await source.sitePage(slug);
  client.setQueryData(sitePageQuery(slug).queryKey, page);
  if (!page) return { kind: "not-found" };
  return { kind: "page", status: 200, meta: sitePageMeta(page, baseUrl, site) };
};
