import type { RevisionSummary } from "@shared/revision-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** GET /api/blogs/:id/revisions: the post's kept versions, newest first (its writer's, with the token). */
export function getRevisions(blogId: string, signal?: AbortSignal): Promise<RevisionSummary[]> {
  return api<RevisionSummary[]>(`/blogs/${encodeURIComponent(blogId)}/revisions`, { auth: true, signal });
}

export const revisionsQuery = (blogId: string) =>
  queryOptions({
    queryKey: queryKeys.revisions(blogId),
    queryFn: ({ signal }) => getRevisions(blogId, signal),
  });

/** Asked only once the writer opens the history: most edits never look at it. */
export function useRevisions(blogId: string, enabled: boolean) {
  return useQuery({ ...revisionsQuery(blogId), enabled });
}
