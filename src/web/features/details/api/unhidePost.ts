import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** POST /api/admin/blogs/:id/unhide: a post a moderator hid is public again (unless still a draft). */
export async function unhidePost(id: string): Promise<void> {
  await apiRequest<unknown>(`/admin/blogs/${encodeURIComponent(id)}/unhide`, { method: "POST", auth: true });
}

export function useUnhidePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unhidePost,
    // The post and every list that may now show it again are read afresh.
    onSuccess: (_result, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.blog(id) }),
        client.invalidateQueries({ queryKey: queryKeys.allBlogLists() }),
      ]),
  });
}
