import { BLOG_PAGE_SIZE } from "@shared/limits";
import type { BlogPages } from "@web/api/blogListPages";
import { pageFromParams } from "@web/lib/pageParam";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { tagQuery } from "./api/getTag";
import { tagPostsList, tagPostsQuery } from "./api/getTagPosts";
import { tagMeta } from "./tagMeta";

/** `/tag/:slug`: the tag (a 404 page when no public post carries it) and the page of its posts the address asks for. */
export const loadTag: ScreenLoader = async ({ params, url, client, source, site, t }) => {
  const slug = (params.slug ?? "").toLowerCase();
  const tag = await source.tag(slug);
  client.setQueryData(tagQuery(slug).queryKey, tag);
  if (!tag) return { kind: "not-found" };
  const page = pageFromParams(url.searchParams);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const first = await source.blogs(storeQuery({ ...tagPostsList(slug), offset: start }));
  client.setQueryData<BlogPages>(tagPostsQuery(slug, start).queryKey, { pages: [first], pageParams: [start] });
  return { kind: "page", status: 200, meta: tagMeta(tag, page, site, t) };
};
