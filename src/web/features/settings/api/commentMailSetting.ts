import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

export type CommentMailSetting = { commentMail: boolean };

/** GET /api/notifications/settings: on unless the account turned it off. */
export async function getCommentMailSetting(signal?: AbortSignal): Promise<CommentMailSetting> {
  return (await apiRequest<CommentMailSetting>("/notifications/settings", { auth: true, signal })).data;
}

export const commentMailQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.commentMail(userId), queryFn: ({ signal }) => getCommentMailSetting(signal) });

export function useCommentMailSetting(userId: string) {
  return useQuery(commentMailQuery(userId));
}
