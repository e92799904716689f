import { BLOG_PAGE_SIZE } from "@shared/limits";
import { isAuthorPath } from "@shared/reading-pages";
import type { BlogPages } from "@web/api/blogListPages";
import { authorQuery } from "@web/api/getAuthor";
import { pageFromParams } from "@web/lib/pageParam";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { documentTitle } from "@web/lib/title";
import { authorPostsList, authorPostsQuery } from "./api/getAuthorPosts";
import { authorMeta, authorScreenTitle } from "./authorMeta";

/** A writer's page: the profile (null for an unknown handle) and the page of their posts the address asks for. */
export const loadAuthor: ScreenLoader = async ({ url, params, client, source, baseUrl, site, t }) => {
  if (!isAuthorPath(url.pathname)) return { kind: "not-found" };
  const handle = (params.handle ?? "").replace(/^@/u, "").toLowerCase();
  const found = await source.author(handle);
  if (found?.movedTo) return { kind: "redirect", status: 301, location: `/@${found.movedTo}${url.search}` };
  client.setQueryData(authorQuery(handle).queryKey, found?.profile ?? null);
  if (!found) return { kind: "not-found", title: documentTitle(site, authorScreenTitle(null, t)) };
  const page = pageFromParams(url.searchParams);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const first = await source.blogs(storeQuery({ ...authorPostsList(handle), offset: start }));
  client.setQueryData<BlogPages>(authorPostsQuery(handle, start).queryKey, {
    pages: [first],
    pageParams: [start],
  });
  return { kind: "page", status: 200, meta: authorMeta(found.profile, page, baseUrl, site, t) };
};
