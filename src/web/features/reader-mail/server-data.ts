import { outcomeOf, PREFERENCES_OUTCOMES, UNSUBSCRIBE_OUTCOMES } from "@shared/mail-links";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { shellPage } from "@web/lib/screen-loader";
import { newsletterPreferencesQuery } from "./api/getNewsletterPreferences";

// Pages mails link to (decision 0068), drawn whole: the status says how the link or the form post it came
// back from went (`?outcome=`), so a bad link is a 4xx page with a readable message. No cache may keep
// them: each carries a personal token.

/** `/newsletter/preferences`: with the subscriber's choices, under the key the screen reads; null for a bad link. */
export const loadNewsletterPreferences: ScreenLoader = async ({ url, site, t, client, source }) => {
  const token = url.searchParams.get("token") ?? "";
  const outcome = outcomeOf(url.searchParams, PREFERENCES_OUTCOMES);
  let status = 200;
  if (outcome === "bad-link") status = 404;
  else if (token !== "") {
    const preferences = await source.newsletterPreferences(token);
    client.setQueryData(newsletterPreferencesQuery(token).queryKey, preferences);
    status = preferences === null ? 404 : outcome === "not-saved" ? 400 : 200;
  }
  return { ...shellPage(url, site, t), status, noStore: true };
};

/**
 * The unsubscribe pages mails link to (the follower mail's, the comment mail's; decisions 0068, 0115):
 * nothing to fetch, a bad link is a 400 page, and no cache keeps a page that carries a personal token.
 */
export const loadUnsubscribePage: ScreenLoader = async ({ url, site, t }) => {
  const status = outcomeOf(url.searchParams, UNSUBSCRIBE_OUTCOMES) === "bad-link" ? 400 : 200;
  return { ...shellPage(url, site, t), status, noStore: true };
};
