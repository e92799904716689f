import { isCategory } from "@shared/categories";

/**
 * Where a Trending Tag takes the visitor. The five categories filter by category; the three extra
 * tags are not categories any blog can have, so they search titles instead of promising an empty list.
 */
export function blogsPathForTag(tag: string): string {
  const params = new URLSearchParams(isCategory(tag) ? { category: tag } : { search: tag });
  return `/Blogs?${params.toString()}`;
}
