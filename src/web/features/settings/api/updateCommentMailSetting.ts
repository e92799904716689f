import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";
import type { CommentMailSetting } from "./commentMailSetting";

/** PUT /api/notifications/settings: the answer is the setting as the server now holds it. */
export async function updateCommentMailSetting(setting: CommentMailSetting): Promise<CommentMailSetting> {
  return (await apiRequest<CommentMailSetting>("/notifications/settings", { method: "PUT", body: setting, auth: true }))
    .data;
}

export function useUpdateCommentMailSetting(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCommentMailSetting,
    onSuccess: (setting) => client.setQueryData(queryKeys.commentMail(userId), setting),
  });
}
