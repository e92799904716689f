import type { InterfaceLocale } from "@shared/locales";
import { MAIL_LINK_PATHS } from "@shared/mail-links";
import { preferencesUrl } from "../reader-links";
import type { Mail } from "../transport";
import { mailWords } from "../words";

/** The web page that shows a Confirm button; it posts the token to /api/newsletter/confirm. */
function confirmLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/u, "")}${MAIL_LINK_PATHS.newsletterConfirm}?token=${encodeURIComponent(token)}`;
}

/**
 * The double opt-in mail, in the language the reader subscribed in. It carries no List-Unsubscribe:
 * nobody is on the list yet, and ignoring the mail is how one declines.
 */
export function confirmationMail(
  baseUrl: string,
  to: string,
  confirmToken: string,
  linkToken: string,
  siteName: string,
  locale: InterfaceLocale = "en",
): Mail {
  const t = mailWords(locale);
  const link = confirmLink(baseUrl, confirmToken);
  return {
    to,
    subject: t("confirm.subject"),
    language: locale,
    link,
    text: [
      t("confirm.asked", { siteName }),
      "",
      t("confirm.open"),
      "",
      link,
      "",
      t("confirm.ignore"),
      t("confirm.preferences", { url: preferencesUrl(baseUrl, linkToken) }),
      "",
    ].join("\n"),
  };
}
