import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** DELETE /api/blogs/:id/preview: the link answers 404 from then on (204, no body). */
export async function revokePreviewLink(id: string): Promise<void> {
  await apiRequest<unknown>(`/blogs/${encodeURIComponent(id)}/preview`, { method: "DELETE", auth: true });
}

export function useRevokePreviewLink() {
  return useMutation({ mutationFn: revokePreviewLink });
}
