import { tagFilter } from "@shared/categories";

/** Where a Trending Tag takes the visitor: All Blogs with the tag's filter (see tagFilter). */
export function blogsPathForTag(tag: string): string {
  return `/Blogs?${new URLSearchParams(tagFilter(tag)).toString()}`;
}
