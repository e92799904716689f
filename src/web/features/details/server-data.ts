import { isPostPath } from "@shared/reading-pages";
import type { Blog } from "@shared/schemas";
import { ID_PATTERN } from "@shared/schemas";
import { authorQuery } from "@web/api/getAuthor";
import { queryKeys } from "@web/lib/queryKeys";
import type { LoaderResult, PageContext, ScreenLoader } from "@web/lib/screen-loader";
import { storeQuery } from "@web/lib/screen-loader";
import { type CommentPages, commentsQuery } from "./api/getComments";
import { moreBlogsListQuery, moreBlogsQuery } from "./api/getMoreBlogs";
import { postAtQuery } from "./api/getPostAt";
import { detailsMeta } from "./detailsMeta";

/** A blog's details screen, reached by id or by its readable address: the blog, its comments and More Blogs. */
async function prepareDetails(context: PageContext, id: string, blog: Blog | null): Promise<LoaderResult> {
  const { client, source, baseUrl, site, t } = context;
  const writer = blog?.author?.handle;
  const [comments, more, author] = await Promise.all([
    blog ? source.comments(id) : Promise.resolve({ comments: [], total: 0 }),
    source.blogs(storeQuery({ ...moreBlogsListQuery(id), exclude: blog ? id : undefined })),
    // The byline's follower count, drawn with the page rather than after it.
    writer ? source.author(writer) : Promise.resolve(null),
  ]);
  client.setQueryData(queryKeys.blog(id), blog);
  if (writer && author) client.setQueryData(authorQuery(writer).queryKey, author.profile);
  client.setQueryData<CommentPages>(commentsQuery(id).queryKey, { pages: [comments], pageParams: [undefined] });
  client.setQueryData(moreBlogsQuery(id).queryKey, more.blogs);
  const meta = detailsMeta(blog, id || context.url.pathname, baseUrl, site, t);
  return { kind: "page", status: blog ? 200 : 404, meta };
}

/** `/blogs/:id`, the address by id. */
export const loadDetails: ScreenLoader = async (context) => {
  const id = context.params.id ?? "";
  // An id that cannot exist is not looked up; it is as missing as an unknown one.
  return prepareDetails(context, id, ID_PATTERN.test(id) ? await context.source.blog(id) : null);
};

/** `/@handle/slug`, the post's readable address. */
export const loadPost: ScreenLoader = async (context) => {
  const { url, params, client, source } = context;
  if (!isPostPath(url.pathname)) return { kind: "not-found" };
  const handle = (params.handle ?? "").replace(/^@/u, "");
  const slug = params.slug ?? "";
  const blog = await source.post(handle, slug);
  // An earlier address (renamed post, changed handle, other letter case) moves for good to the current one.
  if (blog && url.pathname !== blog.url) return { kind: "redirect", status: 301, location: `${blog.url}${url.search}` };
  client.setQueryData(postAtQuery(handle, slug).queryKey, blog);
  return prepareDetails(context, blog?._id ?? "", blog);
};
