import type { Revision } from "@shared/revision-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** GET /api/blogs/:id/revisions/:rev: one kept version, whole, to compare with the current text. */
export function getRevision(blogId: string, revisionId: string, signal?: AbortSignal): Promise<Revision> {
  return api<Revision>(`/blogs/${encodeURIComponent(blogId)}/revisions/${encodeURIComponent(revisionId)}`, {
    auth: true,
    signal,
  });
}

export const revisionQuery = (blogId: string, revisionId: string) =>
  queryOptions({
    queryKey: queryKeys.revision(blogId, revisionId),
    queryFn: ({ signal }) => getRevision(blogId, revisionId, signal),
    // A kept version never changes: once read, it is read.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRevision(blogId: string, revisionId: string) {
  return useQuery(revisionQuery(blogId, revisionId));
}
