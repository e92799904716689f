import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { BLOG_PAGE_SIZE, FEATURED_BLOGS, MORE_BLOGS_IN_SIDEBAR, RECENT_BLOGS_ON_HOME } from "../../shared/limits";
import type { Blog, BlogQuery, Comment, PublicConfig } from "../../shared/schemas";
import { ApiRequestError, apiRequest } from "./api";
import { queryKeys } from "./queryKeys";

export type BlogPage = { blogs: Blog[]; total: number };

/** The filters a visitor applies on the All Blogs page; absent means "any". */
export type BlogFilters = { search?: string; category?: string };

export function blogQueryString(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page of blogs plus the server's total, so a list knows whether more remain without loading them. */
export async function fetchBlogPage(query: Partial<BlogQuery>, signal?: AbortSignal): Promise<BlogPage> {
  const { data, headers } = await apiRequest<Blog[]>(`/allBlogs${blogQueryString(query)}`, { signal });
  const header = headers.get("x-total-count");
  const offset = query.offset ?? 0;
  // Without the header, a full page is the only hint that another may follow.
  const total =
    header !== null && Number.isFinite(Number(header))
      ? Number(header)
      : offset + data.length + (data.length === query.limit ? 1 : 0);
  return { blogs: data, total };
}

/**
 * The list queries each screen asks for. The server entry seeds the cache under these same keys, so a
 * server-rendered page hydrates without asking again.
 */
export const RECENT_BLOGS_QUERY = { sort: "recent", limit: RECENT_BLOGS_ON_HOME } as const;
export const TOP_BLOGS_QUERY = { sort: "wordCount", limit: FEATURED_BLOGS } as const;
export const moreBlogsQuery = (excludeId: string) =>
  ({ sort: "recent", limit: MORE_BLOGS_IN_SIDEBAR, exclude: excludeId }) as const;

/** The All Blogs list query for a set of filters (without its offset, which is the page parameter). */
export function blogListQuery(filters: BlogFilters) {
  return {
    sort: "recent",
    limit: BLOG_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  } as const;
}

/** Under the "blogs" prefix so anything that invalidates blog lists refreshes this one too. */
export const blogPagesKey = (filters: BlogFilters, start: number) =>
  [...queryKeys.blogs(blogListQuery(filters)), "pages", start] as const;

/** The shape TanStack Query keeps an infinite list in; the server entry builds its first page. */
export type BlogPages = { pages: BlogPage[]; pageParams: number[] };

/** The home grid: the newest few blogs. */
export function useRecentBlogs() {
  const query = RECENT_BLOGS_QUERY;
  return useQuery({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
  });
}

/**
 * The All Blogs list, filtered on the server and fetched a page at a time. `start` is the offset of
 * the first page shown: a reader without scripts follows next-page links (`?page=2`), and the same
 * URL with scripts on starts its list there too.
 */
export function useBlogPages(filters: BlogFilters, start = 0) {
  const base = blogListQuery(filters);
  return useInfiniteQuery({
    queryKey: blogPagesKey(filters, start),
    initialPageParam: start,
    queryFn: ({ pageParam, signal }) => fetchBlogPage({ ...base, offset: pageParam }, signal),
    getNextPageParam: (lastPage, pages) => {
      const loaded = start + pages.reduce((sum, page) => sum + page.blogs.length, 0);
      return lastPage.blogs.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/** The Features table: the longest blogs, longest first. */
export function useTopBlogs() {
  const query = TOP_BLOGS_QUERY;
  return useQuery({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
  });
}

/** The details sidebar: other recent blogs, never the one being read. */
export function useMoreBlogs(excludeId: string) {
  const query = moreBlogsQuery(excludeId);
  return useQuery<Blog[], Error, Blog[], ReturnType<typeof queryKeys.blogs>>({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
    // Moving between blogs keeps the old sidebar until the new one arrives, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One blog; null when there is none (404) or the id cannot be one (400), so "not found" is data, not an error. */
export async function fetchBlog(id: string, signal?: AbortSignal): Promise<Blog | null> {
  try {
    return (await apiRequest<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { signal })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function useBlog(id: string) {
  return useQuery({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => fetchBlog(id, signal),
  });
}

/** Newest first, as the server sends them; CommentForm prepends a posted comment to this same cache. */
export function useComments(blogId: string) {
  return useQuery({
    queryKey: queryKeys.comments(blogId),
    queryFn: ({ signal }) =>
      apiRequest<Comment[]>(`/comments/${encodeURIComponent(blogId)}`, { signal }).then((r) => r.data),
  });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => apiRequest<PublicConfig>("/config", { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
