import { useQuery } from "@tanstack/react-query";
import { MAX_PAGE_SIZE } from "../../../shared/limits";
import { fetchBlogPage } from "../../lib/blogs";
import { queryKeys } from "../../lib/queryKeys";

/** The signed-in user's own blogs, newest first; under the "blogs" key so writing refreshes it. */
export function useMyBlogs(email: string) {
  const query = { author: email, sort: "recent", limit: MAX_PAGE_SIZE } as const;
  return useQuery({
    queryKey: queryKeys.blogs(query),
    queryFn: ({ signal }) => fetchBlogPage(query, signal),
    enabled: email !== "",
  });
}
