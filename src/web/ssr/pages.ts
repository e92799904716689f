import { BLOG_PAGE_SIZE } from "@shared/limits";
import {
  CONFIRM_OUTCOMES,
  FOLLOWER_UNSUBSCRIBE_OUTCOMES,
  outcomeOf,
  PREFERENCES_OUTCOMES,
  RESET_OUTCOMES,
} from "@shared/mail-links";
import type { ReadingSource } from "@shared/rendering";
import type { Blog, BlogQuery } from "@shared/schemas";
import { ID_PATTERN } from "@shared/schemas";
import { SEARCH_PAGE_SIZE, type SearchPage } from "@shared/search";
import type { QueryClient } from "@tanstack/react-query";
import type { BlogPages } from "../api/blogListPages";
import { authorQuery } from "../api/getAuthor";
import { isAuthorPath, isPostPath, ROUTE_IDS } from "../app/router";
import { authorPostsList, authorPostsQuery } from "../features/author/api/getAuthorPosts";
import { authorMeta, authorScreenTitle } from "../features/author/authorMeta";
import { blogListQuery, blogPagesQuery } from "../features/blogs/api/getBlogPages";
import { blogsMeta } from "../features/blogs/blogsMeta";
import { filtersFromParams, listQueryString } from "../features/blogs/filterParams";
import { type CommentPages, commentsQuery } from "../features/details/api/getComments";
import { moreBlogsListQuery, moreBlogsQuery } from "../features/details/api/getMoreBlogs";
import { postAtQuery } from "../features/details/api/getPostAt";
import { detailsMeta } from "../features/details/detailsMeta";
import { TOP_BLOGS_QUERY, topBlogsQuery } from "../features/featured/api/getTopBlogs";
import { featuresMeta } from "../features/featured/featuresMeta";
import { RECENT_BLOGS_QUERY, recentBlogsQuery } from "../features/home/api/getRecentBlogs";
import { homeMeta } from "../features/home/homeMeta";
import { newsletterPreferencesQuery } from "../features/newsletter/api/getNewsletterPreferences";
import { notFoundMeta } from "../features/not-found/notFoundMeta";
import { type SearchPages, searchPostsQuery } from "../features/search/api/searchPosts";
import { searchMeta } from "../features/search/searchMeta";
import { searchFromParams, searchPath } from "../features/search/searchParams";
import { pageFromParams } from "../lib/pageParam";
import { queryKeys } from "../lib/queryKeys";
import { documentTitle, SITE_NAME, shellTitle } from "../lib/title";
import type { PageMeta } from "./head";

export type PreparedPage =
  /** `noStore`: what a personal link's token opens, which no cache may keep. */
  | { kind: "page"; status: number; meta: PageMeta; noStore?: boolean }
  | { kind: "redirect"; location: string; status?: 301 | 302 };

type PageContext = {
  url: URL;
  params: Record<string, string | undefined>;
  client: QueryClient;
  source: ReadingSource;
  baseUrl: string;
  /** No session cookie came with the request: nobody is signed in. */
  signedOut?: boolean;
};

/** A list query as the store takes it: the API's defaults filled in. */
const storeQuery = (query: Partial<BlogQuery> & Pick<BlogQuery, "sort" | "limit">): BlogQuery => ({
  offset: 0,
  ...query,
});

/**
 * `/search?q=`: the first page of hits (from `?cursor=` when a reader without scripts paged on) under
 * the key the screen's hook reads. Result pages are not indexed (searchMeta).
 */
async function prepareSearch({ url, client, source }: PageContext): Promise<PreparedPage> {
  const asked = searchFromParams(url.searchParams);
  // A form sent empty (`?q=`) is the bare search page.
  if (url.searchParams.has("q") && !asked.q) return { kind: "redirect", location: url.pathname };
  const meta = searchMeta(asked);
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
}

/**
 * The pages mails link to (decision 0068), drawn whole: each status says how the link or the form post
 * it came back from went (`?outcome=`), so a bad link is a 4xx page with a readable message. The
 * preferences come with the subscriber's choices, under the key the screen reads; null for a bad link.
 */
async function prepareMailLinkPage(routeId: string, { url, client, source }: PageContext): Promise<PreparedPage> {
  const params = url.searchParams;
  const token = params.get("token") ?? "";
  let status = 200;
  if (routeId === ROUTE_IDS.newsletterConfirm) {
    const outcome = outcomeOf(params, CONFIRM_OUTCOMES);
    status = outcome === "not-found" ? 404 : outcome === "expired" ? 400 : 200;
  } else if (routeId === ROUTE_IDS.newsletterPreferences) {
    const outcome = outcomeOf(params, PREFERENCES_OUTCOMES);
    if (outcome === "bad-link") status = 404;
    else if (token !== "") {
      const preferences = await source.newsletterPreferences(token);
      client.setQueryData(newsletterPreferencesQuery(token).queryKey, preferences);
      status = preferences === null ? 404 : outcome === "not-saved" ? 400 : 200;
    }
  } else if (routeId === ROUTE_IDS.followerUnsubscribe) {
    status = outcomeOf(params, FOLLOWER_UNSUBSCRIBE_OUTCOMES) === "bad-link" ? 400 : 200;
  } else {
    const outcome = outcomeOf(params, RESET_OUTCOMES);
    status = outcome === "bad-link" || outcome === "refused" ? 400 : 200;
  }
  return { ...shellPage(url), status, noStore: true };
}

/** A blog's details screen, reached by id or by its readable address: the blog, its comments and More Blogs. */
async function prepareDetails(context: PageContext, id: string, blog: Blog | null): Promise<PreparedPage> {
  const { client, source, baseUrl } = context;
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
  const meta = detailsMeta(blog, id || context.url.pathname, baseUrl);
  return { kind: "page", status: blog ? 200 : 404, meta };
}

/**
 * Fetches what a reading screen shows into the query cache, under the keys its hooks read, and says
 * how the page answers (status, head). Screens not listed here render without data: their own
 * requests run in the browser.
 */
export async function preparePage(routeId: string | undefined, context: PageContext): Promise<PreparedPage> {
  const { url, client, source, baseUrl } = context;
  switch (routeId) {
    case ROUTE_IDS.home: {
      const { blogs } = await source.blogs(storeQuery(RECENT_BLOGS_QUERY));
      client.setQueryData(recentBlogsQuery().queryKey, blogs);
      return { kind: "page", status: 200, meta: homeMeta(baseUrl) };
    }
    case ROUTE_IDS.blogs: {
      const filters = filtersFromParams(url.searchParams);
      const page = pageFromParams(url.searchParams);
      // A form sent without scripts carries empty fields (`?search=&category=`): answer on the clean URL.
      const clean = `${url.pathname}${listQueryString(filters, page)}`;
      if (clean !== `${url.pathname}${url.search}`) return { kind: "redirect", location: clean };
      const start = (page - 1) * BLOG_PAGE_SIZE;
      const first = await source.blogs(storeQuery({ ...blogListQuery(filters), offset: start }));
      client.setQueryData<BlogPages>(blogPagesQuery(filters, start).queryKey, { pages: [first], pageParams: [start] });
      const meta = blogsMeta(filters, page, first.total);
      return { kind: "page", status: 200, meta };
    }
    case ROUTE_IDS.details: {
      const id = context.params.id ?? "";
      // An id that cannot exist is not looked up; it is as missing as an unknown one.
      return prepareDetails(context, id, ID_PATTERN.test(id) ? await source.blog(id) : null);
    }
    case ROUTE_IDS.post: {
      if (!isPostPath(url.pathname)) return { kind: "page", status: 404, meta: notFoundMeta(url.pathname) };
      const handle = (context.params.handle ?? "").replace(/^@/u, "");
      const slug = context.params.slug ?? "";
      const blog = await source.post(handle, slug);
      // An earlier address (renamed post, changed handle, other letter case) moves for good to the current one.
      if (blog && url.pathname !== blog.url)
        return { kind: "redirect", status: 301, location: `${blog.url}${url.search}` };
      client.setQueryData(postAtQuery(handle, slug).queryKey, blog);
      return prepareDetails(context, blog?._id ?? "", blog);
    }
    case ROUTE_IDS.features: {
      const { blogs } = await source.blogs(storeQuery(TOP_BLOGS_QUERY));
      client.setQueryData(topBlogsQuery().queryKey, blogs);
      return { kind: "page", status: 200, meta: featuresMeta() };
    }
    case ROUTE_IDS.author: {
      if (!isAuthorPath(url.pathname)) return { kind: "page", status: 404, meta: notFoundMeta(url.pathname) };
      const handle = (context.params.handle ?? "").replace(/^@/u, "").toLowerCase();
      const found = await source.author(handle);
      if (found?.movedTo) return { kind: "redirect", status: 301, location: `/@${found.movedTo}${url.search}` };
      client.setQueryData(authorQuery(handle).queryKey, found?.profile ?? null);
      if (!found)
        return {
          kind: "page",
          status: 404,
          meta: { ...notFoundMeta(url.pathname), title: documentTitle(authorScreenTitle(null)) },
        };
      const page = pageFromParams(url.searchParams);
      const start = (page - 1) * BLOG_PAGE_SIZE;
      const first = await source.blogs(storeQuery({ ...authorPostsList(handle), offset: start }));
      client.setQueryData<BlogPages>(authorPostsQuery(handle, start).queryKey, {
        pages: [first],
        pageParams: [start],
      });
      return { kind: "page", status: 200, meta: authorMeta(found.profile, page, baseUrl) };
    }
    case ROUTE_IDS.search:
      return prepareSearch(context);
    case ROUTE_IDS.newsletterConfirm:
    case ROUTE_IDS.newsletterPreferences:
    case ROUTE_IDS.followerUnsubscribe:
    case ROUTE_IDS.resetPassword:
      return prepareMailLinkPage(routeId, context);
    case ROUTE_IDS.notFound:
      return { kind: "page", status: 404, meta: notFoundMeta(url.pathname) };
    // Without a session nobody can be staff: the 404 page, as the browser would draw it (decision 0047).
    case ROUTE_IDS.admin:
      if (context.signedOut) return { kind: "page", status: 404, meta: notFoundMeta(url.pathname) };
      return shellPage(url);
    default:
      return shellPage(url);
  }
}

/** Sign-in, forms and private screens: a shell the browser fills in; nothing there to index. */
function shellPage(url: URL): PreparedPage & { kind: "page" } {
  return {
    kind: "page",
    status: 200,
    meta: {
      title: shellTitle(url.pathname),
      description: `${SITE_NAME}: discover, read and share blogs.`,
      path: url.pathname,
      noindex: true,
    },
  };
}
