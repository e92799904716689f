import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/**
 * POST /api/follows/unsubscribe with JSON `{token}`: the follower mail's own unsubscribe, as its page
 * sends it once scripts run. A token that is not the site's fails with 400 and the server's message.
 */
export function stopFollowerMail(token: string): Promise<{ message: string }> {
  return api<{ message: string }>("/follows/unsubscribe", { method: "POST", body: { token } });
}

export function useStopFollowerMail() {
  return useMutation({ mutationFn: stopFollowerMail });
}
