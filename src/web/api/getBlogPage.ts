import type { BlogCard, BlogPage, BlogQuery } from "@shared/schemas";
import { apiRequest } from "../lib/api";

/**
 * GET /api/allBlogs: the one list read that Home, All Blogs, Features and the details sidebar each
 * shape into their own query (in their feature's api/), so it lives here, outside every feature.
 */
export type { BlogPage };

export function blogQueryString(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The `cursor` of a `Link: <…>; rel="next"` header: where the page after this one starts. */
export function nextCursor(link: string | null): string | undefined {
  const target = link?.match(/<([^>]*)>\s*;\s*rel="?next"?/u)?.[1];
  return target ? (new URL(target, "http://link.invalid").searchParams.get("cursor") ?? undefined) : undefined;
}

/**
 * One page of blogs (as cards when the query says `view=card`), the server's total and the cursor of
 * the next page, so a list knows whether more remain without loading them.
 */
export async function getBlogPage(query: Partial<BlogQuery>, signal?: AbortSignal): Promise<BlogPage> {
  const { data, headers } = await apiRequest<BlogCard[]>(`/allBlogs${blogQueryString(query)}`, { signal });
  const total = Number(headers.get("x-total-count") ?? 0);
  const next = nextCursor(headers.get("link"));
  return { blogs: data, total: Number.isFinite(total) ? total : 0, ...(next ? { next } : {}) };
}

/** The lean query of the lists that show one page and no total (Home, Features, the sidebar). */
export const CARD_LIST = { view: "card", count: "none" } as const;

/** The blogs of one page, for the lists that show a single page (Home, Features, the sidebar). */
export const getBlogList = (query: Partial<BlogQuery>, signal?: AbortSignal): Promise<BlogCard[]> =>
  getBlogPage(query, signal).then((page) => page.blogs);
