import type { BlogQuery } from "@shared/schemas";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { queryKeys } from "../lib/queryKeys";
import { type BlogPage, getBlogPage } from "./getBlogPage";

/** Where a page starts: an offset for the first page shown, then the cursor the page before named. */
type PageStart = number | string;

/** The shape TanStack Query keeps an infinite list in; the server entry builds its first page. */
export type BlogPages = { pages: BlogPage[]; pageParams: PageStart[] };

/**
 * A public list fetched a page at a time (All Blogs, a writer's posts). `start` is the offset of the
 * first page shown: a reader without scripts follows next-page links (`?page=2`), and the same URL
 * with scripts on starts its list there too. Later pages follow the cursor of the page before (the
 * Link header), so page 100 costs what page 1 does. Under "blogs", so writing anywhere refreshes it;
 * the server entry seeds the cache under this key.
 */
export const blogListPagesQuery = (base: Partial<BlogQuery>, start = 0) =>
  infiniteQueryOptions({
    queryKey: queryKeys.blogPages(base, start),
    initialPageParam: start as PageStart,
    queryFn: ({ pageParam, signal }) =>
      getBlogPage(
        typeof pageParam === "string" ? { ...base, cursor: pageParam } : { ...base, offset: pageParam },
        signal,
      ),
    getNextPageParam: (lastPage): PageStart | undefined => lastPage.next,
  });
