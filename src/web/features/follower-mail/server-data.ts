import { FOLLOWER_UNSUBSCRIBE_OUTCOMES, outcomeOf } from "@shared/mail-links";
import type { ScreenLoader } from "@web/ssr/loader";
import { shellPage } from "@web/ssr/loader";

/** `/follows/unsubscribe`, a page mails link to (decision 0068): a bad link is a 400 page; no cache keeps it. */
export const loadFollowerUnsubscribe: ScreenLoader = async ({ url, site }) => {
  const status = outcomeOf(url.searchParams, FOLLOWER_UNSUBSCRIBE_OUTCOMES) === "bad-link" ? 400 : 200;
  return { ...shellPage(url, site), status, noStore: true };
};
