import type { Blog, BlogQuery } from "@shared/schemas";
import { apiRequest } from "../lib/api";

/**
 * GET /api/allBlogs: the one list read that Home, All Blogs, Features and the details sidebar each
 * shape into their own query (in their feature's api/), so it lives here, outside every feature.
 */
export type BlogPage = { blogs: Blog[]; total: number };

export function blogQueryString(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page of blogs plus the server's total, so a list knows whether more remain without loading them. */
export async function getBlogPage(query: Partial<BlogQuery>, signal?: AbortSignal): Promise<BlogPage> {
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

/** The blogs of one page, for the lists that show a single page (Home, Features, the sidebar). */
export const getBlogList = (query: Partial<BlogQuery>, signal?: AbortSignal): Promise<Blog[]> =>
  getBlogPage(query, signal).then((page) => page.blogs);
