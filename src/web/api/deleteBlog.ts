import { SHORT_ALERT_MS } from "@shared/limits";
import type { Blog, DeleteResult } from "@shared/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useT } from "../i18n/useT";
import { showAlert, showTimedAlert } from "../lib/alerts";
import { ApiRequestError, api } from "../lib/api";
import { refreshAfterBlogChange } from "../lib/blogCache";
import { confirmDanger } from "../lib/confirm";
import { queryKeys } from "../lib/queryKeys";

/**
 * DELETE /api/blogs/:id: the details page and the Profile list both offer it, so it lives outside both,
 * and its words are in the reading part that both screens load.
 */
export function deleteBlog(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/blogs/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

export const deleteBlogMutation = () => ({ mutationFn: (blog: Blog) => deleteBlog(blog._id) });

/**
 * Delete behind a confirmation dialog. Resolves true once the blog is gone, so the caller can move on
 * (the details page leaves for Profile); false when the writer cancelled or the server refused.
 */
export function useDeleteBlog() {
  const client = useQueryClient();
  const mutation = useMutation(deleteBlogMutation());
  const { t } = useT();
  const run = async (blog: Blog): Promise<boolean> => {
    const sure = await confirmDanger(
      t("blogDelete.confirm"),
      t("blogDelete.text", { title: blog.title }),
      t("blogDelete.button"),
    );
    if (!sure) return false;
    try {
      await mutation.mutateAsync(blog);
      // The details page of a deleted blog must not refetch it into a 404 while leaving.
      client.removeQueries({ queryKey: queryKeys.blog(blog._id), exact: true });
      refreshAfterBlogChange(client, blog._id);
      void showTimedAlert(
        "success",
        t("blogDelete.done"),
        t("blogDelete.doneText", { title: blog.title }),
        SHORT_ALERT_MS,
      );
      return true;
    } catch (error) {
      console.error("Deleting a blog failed", error);
      const reason = error instanceof ApiRequestError && error.status !== 0 ? error.message : "";
      void showAlert({
        icon: "error",
        title: t("common.error"),
        text: t("blogDelete.failed"),
        ...(reason ? { footer: reason } : {}),
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
