import { CONFIRM_OUTCOMES, outcomeOf, PREFERENCES_OUTCOMES } from "@shared/mail-links";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { shellPage } from "@web/lib/screen-loader";
import { newsletterPreferencesQuery } from "./api/getNewsletterPreferences";

// Pages mails link to (decision 0068), drawn whole: the status says how the link or the form post it came
// back from went (`?outcome=`), so a bad link is a 4xx page with a readable message. No cache may keep them.

/** `/newsletter/confirm`. */
export const loadConfirmSubscription: ScreenLoader = async ({ url, site }) => {
  const outcome = outcomeOf(url.searchParams, CONFIRM_OUTCOMES);
  const status = outcome === "not-found" ? 404 : outcome === "expired" ? 400 : 200;
  return { ...shellPage(url, site), status, noStore: true };
};

/** `/newsletter/preferences`: with the subscriber's choices, under the key the screen reads; null for a bad link. */
export const loadNewsletterPreferences: ScreenLoader = async ({ url, site, client, source }) => {
  const token = url.searchParams.get("token") ?? "";
  const outcome = outcomeOf(url.searchParams, PREFERENCES_OUTCOMES);
  let status = 200;
  if (outcome === "bad-link") status = 404;
  else if (token !== "") {
    const preferences = await source.newsletterPreferences(token);
    client.setQueryData(newsletterPreferencesQuery(token).queryKey, preferences);
    status = preferences === null ? 404 : outcome === "not-saved" ? 400 : 200;
  }
  return { ...shellPage(url, site), status, noStore: true };
};
