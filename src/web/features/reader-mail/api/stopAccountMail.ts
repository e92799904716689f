import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/**
 * POST /api/<the mail's one-click address> with JSON `{token}`: an account mail's own unsubscribe, as its
 * page sends it once scripts run. A token that is not the site's fails with 400 and the server's message.
 */
export function stopAccountMail(apiPath: string, token: string): Promise<{ message: string }> {
  return api<{ message: string }>(apiPath, { method: "POST", body: { token } });
}

export function useStopAccountMail(apiPath: string) {
  return useMutation({ mutationFn: (token: string) => stopAccountMail(apiPath, token) });
}
