import type { InterfaceLocale } from "@shared/locales";
import { listHeaders, preferencesUrl, unsubscribeUrl } from "../reader-links";
import type { Mail } from "../transport";
import { mailWords } from "../words";

/**
 * The one mail an imported Substack subscriber gets (decision 0109): where their subscription went, and
 * how to leave in one click. It carries the List-Unsubscribe headers of every newsletter mail.
 */
export function importedWelcomeMail(
  baseUrl: string,
  to: string,
  linkToken: string,
  siteName: string,
  locale: InterfaceLocale = "en",
): Mail {
  const t = mailWords(locale);
  return {
    to,
    subject: t("welcome.subject", { siteName }),
    language: locale,
    text: [
      t("welcome.moved", { siteName, url: baseUrl }),
      "",
      t("welcome.preferences", { url: preferencesUrl(baseUrl, linkToken, locale) }),
      t("welcome.unsubscribe", { url: unsubscribeUrl(baseUrl, "newsletter", linkToken, locale) }),
      "",
    ].join("\n"),
    headers: listHeaders("newsletter", { baseUrl, token: linkToken, language: locale, siteName }),
  };
}
