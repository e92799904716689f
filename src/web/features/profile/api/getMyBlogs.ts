import { BLOG_PAGE_SIZE } from "@shared/limits";
import type { MyBlog } from "@shared/schemas";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { queryKeys } from "@web/lib/queryKeys";

export type MyBlogPage = { blogs: MyBlog[]; total: number };

/** One page of the signed-in writer's own blogs, drafts included, newest first. */
export async function getMyBlogs(offset: number, signal?: AbortSignal): Promise<MyBlogPage> {
  const params = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE), offset: String(offset) });
  const { data, headers } = await apiRequest<MyBlog[]>(`/myBlogs?${params}`, { auth: true, signal });
  const header = Number(headers.get("x-total-count"));
  // Without the header, a full page is the only hint that another may follow.
  const total = Number.isFinite(header) && headers.has("x-total-count") ? header : offset + data.length;
  return { blogs: data, total };
}

export const myBlogsQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.myBlogs(email),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getMyBlogs(pageParam, signal),
    getNextPageParam: (lastPage: MyBlogPage, pages: MyBlogPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.blogs.length, 0);
      return lastPage.blogs.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

/** The Profile list, a page at a time ('Load more'). */
export function useMyBlogPages() {
  const { status, user } = useAuth();
  const email = user?.email ?? "";
  return useInfiniteQuery({
    ...myBlogsQuery(email),
    enabled: status === "signed-in" && email !== "",
    // A writer coming back from the editor must see the list as it is now.
    refetchOnMount: "always",
  });
}
