import { SEARCH_PAGE_SIZE, type SearchPage } from "@shared/search-schemas";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { type SearchPages, searchPostsQuery } from "./api/searchPosts";
import { searchMeta } from "./searchMeta";
import { searchFromParams, searchPath } from "./searchParams";

/**
 * `/search?q=`: the first page of hits (from `?cursor=` when a reader without scripts paged on) under
 * the key the screen's hook reads. Result pages are not indexed (searchMeta).
 */
export const loadSearch: ScreenLoader = async ({ url, client, source, site, t }) => {
  const asked = searchFromParams(url.searchParams);
  // A form sent empty (`?q=`) is the bare search page.
  if (url.searchParams.has("q") && !asked.q) return { kind: "redirect", location: url.pathname };
  const meta = searchMeta(asked, site, t);
  // Nothing to ask (no words, or more than the API takes: the page says so), so nothing to seed.
  if (!asked.q || asked.problem) return { kind: "page", status: 200, meta };
  let first: SearchPage;
  try {
    first = await source.search({
      q: asked.q,
      limit: SEARCH_PAGE_SIZE,
      ...(asked.cursor ? { cursor: asked.cursor } : {}),
    });
  } catch (error) {
    // A cursor that is no longer (or never was) the server's: start the results again rather than fail.
    if (asked.cursor) return { kind: "redirect", location: searchPath(asked.q) };
    throw error;
  }
  client.setQueryData<SearchPages>(searchPostsQuery(asked.q, asked.cursor).queryKey, {
    pages: [first],
    pageParams: [asked.cursor],
  });
  return { kind: "page", status: 200, meta };
};
