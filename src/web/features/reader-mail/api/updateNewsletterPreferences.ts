import type { NewsletterPreferences, NewsletterPreferencesUpdate } from "@shared/newsletter";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** PUT /api/newsletter/preferences: categories (none = all five), frequency and mail language; answers `{message}`. */
export function updateNewsletterPreferences(update: NewsletterPreferencesUpdate): Promise<{ message: string }> {
  return api<{ message: string }>("/newsletter/preferences", { method: "PUT", body: update });
}

/** Keeps the loaded preferences in step with what was saved, so the form shows what the server holds. */
export function useUpdateNewsletterPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNewsletterPreferences,
    onSuccess: (_answer, { token, categories, frequency, language }) =>
      client.setQueryData<NewsletterPreferences | null>(queryKeys.newsletterPreferences(token), (current) =>
        current ? { ...current, categories, frequency, language: language ?? current.language } : current,
      ),
  });
}
