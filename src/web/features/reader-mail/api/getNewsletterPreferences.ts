import type { NewsletterPreferences } from "@shared/newsletter";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiRequestError, api } from "@web/lib/api";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * A subscriber's masked address, status, categories, frequency and mail language, by their mail's link token;
 * null when the link is forged, revoked or malformed (404, 400), which asking again cannot change. The
 * server draws the page with the same answer (ssr/pages.ts), so a bad link is a page, not an error.
 */
export async function getNewsletterPreferences(
  token: string,
  signal?: AbortSignal,
): Promise<NewsletterPreferences | null> {
  try {
    return await api<NewsletterPreferences>(`/newsletter/preferences?token=${encodeURIComponent(token)}`, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
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
