import { UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import type { NewsletterPreferences } from "@shared/newsletter";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** POST /api/newsletter/unsubscribe with JSON `{token}`, as the preferences page sends it; answers `{message}`. */
export function unsubscribeNewsletter(token: string): Promise<{ message: string }> {
  return api<{ message: string }>(UNSUBSCRIBE_API_PATHS.newsletter, { method: "POST", body: { token } });
}

/** Marks the loaded preferences unsubscribed, so the page stops offering what no longer applies. */
export function useUnsubscribeNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeNewsletter,
    onSuccess: (_answer, token) =>
      client.setQueryData<NewsletterPreferences | null>(queryKeys.newsletterPreferences(token), (current) =>
        current ? { ...current, status: "unsubscribed" } : current,
      ),
  });
}
