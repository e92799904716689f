import type { ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { TOP_BLOGS_QUERY, topBlogsQuery } from "./api/getTopBlogs";
import { featuresMeta } from "./featuresMeta";

/** Features: the top blogs, under the key the screen's hook reads. */
export const loadFeatures: ScreenLoader = async ({ client, source, site, t }) => {
  const { blogs } = await source.blogs(storeQuery(TOP_BLOGS_QUERY));
  client.setQueryData(topBlogsQuery().queryKey, blogs);
  return { kind: "page", status: 200, meta: featuresMeta(site, t) };
};
