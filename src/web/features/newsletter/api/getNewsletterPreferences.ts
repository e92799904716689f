import type { NewsletterPreferences } from "@shared/newsletter";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/** A subscriber's masked address, status, categories and frequency, by the token in their mail's link. */
export function getNewsletterPreferences(token: string, signal?: AbortSignal): Promise<NewsletterPreferences> {
  return api<NewsletterPreferences>(`/newsletter/preferences?token=${encodeURIComponent(token)}`, { signal });
}

export const newsletterPreferencesQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.newsletterPreferences(token),
    queryFn: ({ signal }) => getNewsletterPreferences(token, signal),
    // A link without a token asks nothing: the page says the link is incomplete.
    enabled: token !== "",
  });

export function useNewsletterPreferences(token: string) {
  return useQuery(newsletterPreferencesQuery(token));
}
