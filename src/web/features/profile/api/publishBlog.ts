import { SHORT_ALERT_MS } from "@shared/limits";
import type { Blog, UpdateResult } from "@shared/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { ApiRequestError, api } from "@web/lib/api";
import { refreshAfterBlogChange } from "@web/lib/blogCache";

export const PUBLISH_BLOG_FAILED = "Failed to publish the blog. Please try again.";

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
  const run = async (blog: Blog): Promise<boolean> => {
    try {
      await mutation.mutateAsync(blog);
      refreshAfterBlogChange(client, blog._id);
      void showTimedAlert("success", "Published!", `"${blog.title}" is now public.`, SHORT_ALERT_MS);
      return true;
    } catch (error) {
      console.error("Publishing a draft failed", error);
      const reason = error instanceof ApiRequestError && error.status !== 0 ? error.message : "";
      void showAlert({
        icon: "error",
        title: "Error",
        text: PUBLISH_BLOG_FAILED,
        ...(reason ? { footer: reason } : {}),
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}
