import type { ScreenLoader } from "@web/lib/screen-loader";
import { previewQuery } from "./api/getPreview";
import { previewMeta } from "./previewMeta";

/**
 * `/preview/:token`, a draft's private preview (decision 0094): drawn whole, never indexed, kept by no
 * cache (the token is the only key to it). An unknown or revoked link is the 404 page; once the post is
 * published the link moves for good to the post's address.
 */
export const loadPreview: ScreenLoader = async ({ params, client, source, site, url, t }) => {
  const token = params.token ?? "";
  const blog = await source.preview(token);
  if (blog && !blog.draft) return { kind: "redirect", status: 301, location: blog.url };
  // null too: the screen then draws the 404 page's words, and hydrating asks nothing.
  client.setQueryData(previewQuery(token).queryKey, blog);
  if (!blog) return { kind: "not-found" };
  return { kind: "page", status: 200, meta: previewMeta(blog, url.pathname, site, t), noStore: true };
};
