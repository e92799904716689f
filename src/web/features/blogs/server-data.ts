import { BLOG_PAGE_SIZE } from "@shared/limits";
import type { BlogPages } from "@web/api/blogListPages";
import { pageFromParams } from "@web/lib/pageParam";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { blogListQuery, blogPagesQuery } from "./api/getBlogPages";
import { blogsMeta } from "./blogsMeta";
import { filtersFromParams, listQueryString } from "./filterParams";

/** All Blogs: the page of the list the address asks for (`?page=`, filters), seeded as the screen's first page. */
export const loadBlogs: ScreenLoader = async ({ url, client, source, site, t }) => {
  const filters = filtersFromParams(url.searchParams);
  const page = pageFromParams(url.searchParams);
  // A form sent without scripts carries empty fields (`?search=&category=`): answer on the clean URL.
  const clean = `${url.pathname}${listQueryString(filters, page)}`;
  if (clean !== `${url.pathname}${url.search}`) return { kind: "redirect", location: clean };
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const first = await source.blogs(storeQuery({ ...blogListQuery(filters), offset: start }));
  client.setQueryData<BlogPages>(blogPagesQuery(filters, start).queryKey, { pages: [first], pageParams: [start] });
  const meta = blogsMeta(filters, page, first.total, site, t);
  return { kind: "page", status: 200, meta };
};
