import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/**
 * POST /api/notifications/unsubscribe with JSON `{token}`: the comment mail's own unsubscribe, as its
 * page sends it once scripts run. A token that is not the site's fails with 400 and the server's message.
 */
export function stopCommentMail(token: string): Promise<{ message: string }> {
  return api<{ message: string }>("/notifications/unsubscribe", { method: "POST", body: { token } });
}

export function useStopCommentMail() {
  return useMutation({ mutationFn: stopCommentMail });
}
