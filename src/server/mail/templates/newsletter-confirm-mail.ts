import { MAIL_LINK_PATHS } from "@shared/mail-links";
import { preferencesUrl } from "../reader-links";
import type { Mail } from "../transport";

/** The web page that shows a Confirm button; it posts the token to /api/newsletter/confirm. */
function confirmLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/u, "")}${MAIL_LINK_PATHS.newsletterConfirm}?token=${encodeURIComponent(token)}`;
}

/**
 * The double opt-in mail. It carries no List-Unsubscribe: nobody is on the list yet, and ignoring the
 * mail is how one declines.
 */
export function confirmationMail(
  baseUrl: string,
  to: string,
  confirmToken: string,
  linkToken: string,
  siteName: string,
): Mail {
  const link = confirmLink(baseUrl, confirmToken);
  return {
    to,
    subject: "Please confirm your newsletter subscription",
    link,
    text: [
      `Someone (hopefully you) asked to receive the ${siteName} newsletter at this address.`,
      "",
      "Open this link and press Confirm to start receiving it. The link works once, for 48 hours:",
      "",
      link,
      "",
      "If you did not ask for this, ignore this mail: you will get nothing more from us.",
      `To choose categories or how often we write first, visit ${preferencesUrl(baseUrl, linkToken)}`,
      "",
    ].join("\n"),
  };
}
