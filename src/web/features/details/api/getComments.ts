import type { Comment, CommentThread } from "@shared/schemas";
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { nextCursor } from "@web/api/getBlogPage";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";
import { useEffect } from "react";

/** The comments cache: the pages loaded so far, the first from the server's page or the first visit. */
export type CommentPages = InfiniteData<CommentThread, string | undefined>;

/** One page of a blog's comments, newest first: the first page, or the one after `cursor`. */
export async function getComments(
  blogId: string,
  cursor?: string,
  signal?: AbortSignal,
  auth = false,
): Promise<CommentThread> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequest<Comment[]>(`/comments/${encodeURIComponent(blogId)}${query}`, {
    signal,
    auth,
  });
  const total = Number(headers.get("x-total-count") ?? data.length);
  const next = nextCursor(headers.get("link"));
  return { comments: data, total: Number.isFinite(total) ? total : data.length, ...(next ? { next } : {}) };
}

export const commentsQuery = (blogId: string, auth = false) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments(blogId),
    queryFn: ({ pageParam, signal }) => getComments(blogId, pageParam, signal, auth),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: CommentThread) => last.next,
  });

/** Every comment loaded so far, in order, and how many the blog has in all (the first page says). */
const asThread = (data: CommentPages) => ({
  comments: data.pages.flatMap((page) => page.comments),
  total: data.pages[0]?.total ?? 0,
});

/**
 * `seesModeration`: the viewer is the post's writer or a moderator, who also see held and hidden
 * comments. The server's page and the shared cache hold the public thread, so theirs is asked again,
 * with their token, once the page is theirs.
 */
export function useComments(blogId: string, seesModeration = false) {
  const query = useInfiniteQuery({ ...commentsQuery(blogId, seesModeration), select: asThread });
  const { refetch } = query;
  // Who the viewer is becomes known after the first render (the session, the post, the role), so
  // the thread is asked again when that turns true, not only on mount.
  useEffect(() => {
    if (seesModeration) void refetch();
  }, [seesModeration, refetch]);
  return query;
}
