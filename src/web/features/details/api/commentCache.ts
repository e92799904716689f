import type { Comment } from "@shared/schemas";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@web/lib/queryKeys";
import type { CommentPages } from "./getComments";

/**
 * Rewrites the loaded comments of a blog in place after a write, page by page, without asking the
 * server again; `totalChange` moves the count the heading shows. False when nothing is loaded.
 */
export function editLoadedComments(
  client: QueryClient,
  blogId: string,
  edit: (comments: Comment[], pageIndex: number) => Comment[],
  totalChange = 0,
): boolean {
  const key = queryKeys.comments(blogId);
  if (!client.getQueryData<CommentPages>(key)) return false;
  client.setQueryData<CommentPages>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            comments: edit(page.comments, index),
            total: Math.max(0, page.total + totalChange),
          })),
        }
      : data,
  );
  return true;
}
