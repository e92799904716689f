import { SHORT_ALERT_MS } from "@shared/limits";
import type { Blog, UpdateResult } from "@shared/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError, api } from "@web/lib/api";
import { refreshAfterBlogChange } from "@web/lib/blogCache";

/** The update route requires title and description, so publishing sends them back unchanged. */
export function publishBlog(blog: Blog): Promise<UpdateResult> {
  return api<UpdateResult>(`/blogs/${encodeURIComponent(blog._id)}`, {
    method: "PUT",
    auth: true,
    body: { title: blog.title, longDesc: blog.longDesc, draft: false },
  });
}

export const publishBlogMutation = () => ({ mutationFn: publishBlog });

/** Publish a draft: it becomes the newest blog in every public list. */
export function usePublishBlog() {
  const client = useQueryClient();
  const mutation = useMutation(publishBlogMutation());
  const { t } = useT();
  const run = async (blog: Blog): Promise<boolean> => {
    try {
      await mutation.mutateAsync(blog);
      refreshAfterBlogChange(client, blog._id);
      void showTimedAlert(
        "success",
        t("profile.published"),
        t("profile.publishedText", { title: blog.title }),
        SHORT_ALERT_MS,
      );
      return true;
    } catch (error) {
      console.error("Publishing a draft failed", error);
      const reason = error instanceof ApiRequestError && error.status !== 0 ? error.message : "";
      void showAlert({
        icon: "error",
        title: t("common.error"),
        text: t("profile.publishFailed"),
        ...(reason ? { footer: reason } : {}),
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
