import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { SHORT_ALERT_MS } from "../../shared/limits";
import type { Blog, DeleteResult, UpdateResult } from "../../shared/schemas";
import { showAlert, showTimedAlert } from "./alerts";
import { ApiRequestError, api } from "./api";
import { confirmDanger } from "./confirm";
import { queryKeys } from "./queryKeys";

export const DELETE_BLOG_FAILED = "Failed to delete the blog. Please try again.";
export const PUBLISH_BLOG_FAILED = "Failed to publish the blog. Please try again.";

export function deleteBlog(id: string): Promise<DeleteResult> {
  return api<DeleteResult>(`/blogs/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

/** The update route requires title and description, so publishing sends them back unchanged. */
export function publishBlog(blog: Blog): Promise<UpdateResult> {
  return api<UpdateResult>(`/blogs/${encodeURIComponent(blog._id)}`, {
    method: "PUT",
    auth: true,
    body: { title: blog.title, longDesc: blog.longDesc, draft: false },
  });
}

/** A blog that changed state or vanished shows up (or not) in every list, wishlists included. */
export function refreshAfterBlogChange(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
  void client.invalidateQueries({ queryKey: queryKeys.blog(id) });
  void client.invalidateQueries({ queryKey: queryKeys.allWishlists() });
}

function reasonOf(error: unknown): string {
  return error instanceof ApiRequestError && error.status !== 0 ? error.message : "";
}

/**
 * Delete behind a confirmation dialog. Resolves true once the blog is gone, so the caller can move on
 * (the details page leaves for Profile); false when the writer cancelled or the server refused.
 */
export function useDeleteBlog() {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: (blog: Blog) => deleteBlog(blog._id) });
  const run = async (blog: Blog): Promise<boolean> => {
    const sure = await confirmDanger(
      "Delete this blog?",
      `"${blog.title}" and its comments will be deleted for good.`,
      "Delete",
    );
    if (!sure) return false;
    try {
      await mutation.mutateAsync(blog);
      // The details page of a deleted blog must not refetch it into a 404 while leaving.
      client.removeQueries({ queryKey: queryKeys.blog(blog._id), exact: true });
      refreshAfterBlogChange(client, blog._id);
      void showTimedAlert("success", "Blog Deleted", `"${blog.title}" was deleted.`, SHORT_ALERT_MS);
      return true;
    } catch (error) {
      console.error("Deleting a blog failed", error);
      const reason = reasonOf(error);
      void showAlert({
        icon: "error",
        title: "Error",
        text: DELETE_BLOG_FAILED,
        ...(reason ? { footer: reason } : {}),
      });
      return false;
    }
  };
  return { run, pending: mutation.isPending };
}

/** Publish a draft: it becomes the newest blog in every public list. */
export function usePublishBlog() {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: publishBlog });
  const run = async (blog: Blog): Promise<boolean> => {
    try {
      await mutation.mutateAsync(blog);
      refreshAfterBlogChange(client, blog._id);
      void showTimedAlert("success", "Published!", `"${blog.title}" is now public.`, SHORT_ALERT_MS);
      return true;
    } catch (error) {
      console.error("Publishing a draft failed", error);
      const reason = reasonOf(error);
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
