import type { PreviewLink } from "@shared/preview-link-schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/** POST /api/blogs/:id/preview: the draft's private preview link; the same one each time until revoked. */
export function createPreviewLink(id: string): Promise<PreviewLink> {
  return api<PreviewLink>(`/blogs/${encodeURIComponent(id)}/preview`, { method: "POST", auth: true });
}

export function useCreatePreviewLink() {
  return useMutation({ mutationFn: createPreviewLink });
}
