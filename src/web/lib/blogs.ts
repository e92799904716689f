import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { BLOG_PAGE_SIZE, FEATURED_BLOGS, MORE_BLOGS_IN_SIDEBAR, RECENT_BLOGS_ON_HOME } from "../../shared/limits";
import type { Blog, BlogQuery, Comment, PublicConfig } from "../../shared/schemas";
import { apiRequest } from "./api";
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

/** The home grid: the newest few blogs. */
export function useRecentBlogs() {
  const query = { sort: "recent", limit: RECENT_BLOGS_ON_HOME } as const;
  return useQuery({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
  });
}

/** The All Blogs list, filtered on the server and fetched a page at a time. */
export function useBlogPages(filters: BlogFilters) {
  const base = {
    sort: "recent",
    limit: BLOG_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  } as const;
  return useInfiniteQuery({
    // Under the "blogs" prefix so anything that invalidates blog lists refreshes this one too.
    queryKey: [...queryKeys.blogs(base), "pages"] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchBlogPage({ ...base, offset: pageParam }, signal),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.blogs.length, 0);
      return lastPage.blogs.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/** The Features table: the longest blogs, longest first. */
export function useTopBlogs() {
  const query = { sort: "wordCount", limit: FEATURED_BLOGS } as const;
  return useQuery({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
  });
}

/** The details sidebar: other recent blogs, never the one being read. */
export function useMoreBlogs(excludeId: string) {
  const query = { sort: "recent", limit: MORE_BLOGS_IN_SIDEBAR, exclude: excludeId } as const;
  return useQuery<Blog[], Error, Blog[], ReturnType<typeof queryKeys.blogs>>({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal).then((page) => page.blogs),
    // Moving between blogs keeps the old sidebar until the new one arrives, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useBlog(id: string) {
  return useQuery({
    queryKey: queryKeys.blog(id),
    queryFn: ({ signal }) => apiRequest<Blog>(`/allBlogs/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
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
