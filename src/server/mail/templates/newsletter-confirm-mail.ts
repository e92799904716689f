import type { InterfaceLocale } from "@shared/locales";
import { confirmUrl, preferencesUrl } from "../reader-links";
import type { Mail } from "../transport";
import { mailWords } from "../words";

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
  // Both links carry the mail's language, so the pages they open speak it too (decision 0145).
  const link = confirmUrl(baseUrl, confirmToken, locale);
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
      t("confirm.preferences", { url: preferencesUrl(baseUrl, linkToken, locale) }),
      "",
    ].join("\n"),
  };
}
