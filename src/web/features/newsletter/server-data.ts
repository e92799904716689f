import { CONFIRM_OUTCOMES, outcomeOf } from "@shared/mail-links";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { shellPage } from "@web/lib/screen-loader";

/**
 * `/newsletter/confirm`, a page a mail links to (decision 0068), drawn whole: the status says how the
 * link or the form post it came back from went (`?outcome=`), so a bad link is a 4xx page with a
 * readable message. No cache may keep it.
 */
export const loadConfirmSubscription: ScreenLoader = async ({ url, site, t }) => {
  const outcome = outcomeOf(url.searchParams, CONFIRM_OUTCOMES);
  const status = outcome === "not-found" ? 404 : outcome === "expired" ? 400 : 200;
  return { ...shellPage(url, site, t), status, noStore: true };
};
