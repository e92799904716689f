import type { BlogUpdate, UpdateResult } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type UpdateBlogInput = { id: string; changes: BlogUpdate };

/** PUT /api/blogs/:id; SPEC §7 counts it done when modifiedCount is above 0. */
export function updateBlog({ id, changes }: UpdateBlogInput): Promise<UpdateResult> {
  return api<UpdateResult>(`/blogs/${encodeURIComponent(id)}`, { method: "PUT", auth: true, body: changes });
}

export const updateBlogMutation = (client: QueryClient) => ({
  mutationFn: updateBlog,
  onSuccess: (result: UpdateResult, { id }: UpdateBlogInput) => {
    if (result.modifiedCount === 0) return;
    // Every screen that shows this blog (lists, details, wishlists) must show the new version.
    void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
    void client.invalidateQueries({ queryKey: queryKeys.blog(id) });
    void client.invalidateQueries({ queryKey: queryKeys.allWishlists() });
  },
});

export function useUpdateBlog() {
  return useMutation(updateBlogMutation(useQueryClient()));
}
