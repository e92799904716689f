import { outcomeOf, RESET_OUTCOMES } from "@shared/mail-links";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { shellPage } from "@web/lib/screen-loader";

/** `/reset-password`, a page mails link to (decision 0068): a bad or refused link is a 400 page; no cache keeps it. */
export const loadResetPassword: ScreenLoader = async ({ url, site, t }) => {
  const outcome = outcomeOf(url.searchParams, RESET_OUTCOMES);
  const status = outcome === "bad-link" || outcome === "refused" ? 400 : 200;
  return { ...shellPage(url, site, t), status, noStore: true };
};
