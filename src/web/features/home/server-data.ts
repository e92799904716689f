import type { ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { RECENT_BLOGS_QUERY, recentBlogsQuery } from "./api/getRecentBlogs";
import { homeMeta } from "./homeMeta";

/** Home: the recent blogs, under the key the screen's hook reads. */
export const loadHome: ScreenLoader = async ({ client, source, baseUrl, site }) => {
  const { blogs } = await source.blogs(storeQuery(RECENT_BLOGS_QUERY));
  client.setQueryData(recentBlogsQuery().queryKey, blogs);
  return { kind: "page", status: 200, meta: homeMeta(baseUrl, site) };
};
