import type { InsertResult, NewBlog } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** What the form sends; the server checks the category against the five (the form's select offers only those). */
export type CreateBlogInput = Omit<NewBlog, "category"> & { category: string };

/** POST /api/blog; SPEC §7 counts it done when the reply has insertedId or acknowledged. */
export async function createBlog(blog: CreateBlogInput): Promise<Partial<InsertResult>> {
  const result = await api<Partial<InsertResult>>("/blog", { method: "POST", auth: true, body: blog });
  if (!result?.insertedId && !result?.acknowledged) throw new Error("The server did not confirm the new blog.");
  return result;
}

export const createBlogMutation = (client: QueryClient) => ({
  mutationFn: createBlog,
  // Lists, and the writer's own list for a draft, must show it.
  onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() }),
});

export function useCreateBlog() {
  return useMutation(createBlogMutation(useQueryClient()));
}
