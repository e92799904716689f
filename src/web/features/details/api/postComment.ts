import type { Comment } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";
import { editLoadedComments, withReply } from "./commentCache";

/** The server takes the author from the token; username, userPhoto and email keep SPEC §7's payload whole. */
export type PostCommentInput = {
  blogId: string;
  comment: string;
  username: string;
  userPhoto: string;
  email: string;
  /** A reply: the comment it answers. */
  parentId?: string;
};

export function postComment(input: PostCommentInput): Promise<Comment> {
  return api<Comment>("/comments", { method: "POST", auth: true, body: input });
}

export const postCommentMutation = (client: QueryClient) => ({
  mutationFn: postComment,
  // Newest first, as the list shows them: the new comment goes on top without asking again; a reply
  // goes last in its thread, and the count (of threads) stays.
  onSuccess: (created: Comment, { blogId }: PostCommentInput) => {
    if (created.parentId) {
      const shown = editLoadedComments(client, blogId, (comments) => withReply(comments, created));
      if (!shown) void client.invalidateQueries({ queryKey: queryKeys.comments(blogId) });
      return;
    }
    const shown = editLoadedComments(
      client,
      blogId,
      (comments, page) => (page === 0 ? [created, ...comments] : comments),
      1,
    );
    if (!shown) void client.invalidateQueries({ queryKey: queryKeys.comments(blogId) });
  },
});

export function usePostComment() {
  return useMutation(postCommentMutation(useQueryClient()));
}
