import type { InterfaceLocale } from "@shared/locales";
import { LANGUAGE_PARAM, MAIL_LINK_PATHS } from "@shared/mail-links";
import type { Config } from "../../config";
import { type Mail, oneLine } from "../transport";
import { mailWords } from "../words";

/**
 * The link in the mail goes straight to the web client's screen with the token, rather than through
 * better-auth's GET /reset-password/:token redirect: one hop fewer, and no redirect target taken from
 * the request (docs/decisions/0012-reset-link-flow.md). It names the mail's language, so the page opens
 * in it unless the reader chose another (decision 0145): a signed-out reader's browser is only a guess.
 */
function resetLink(baseUrl: string, token: string, locale: InterfaceLocale): string {
  return `${baseUrl}${MAIL_LINK_PATHS.resetPassword}?token=${encodeURIComponent(token)}&${LANGUAGE_PARAM}=${locale}`;
}

/** `siteName` is the site's title as its admin saved it (Inkwell until then); `locale` the account's language. */
export function resetPasswordMail(
  config: Pick<Config, "baseUrl">,
  to: string,
  token: string,
  siteName: string,
  locale: InterfaceLocale = "en",
): Mail {
  const t = mailWords(locale);
  const link = resetLink(config.baseUrl, token, locale);
  return {
    to,
    subject: t("reset.subject", { siteName: oneLine(siteName) }),
    language: locale,
    link,
    text: [
      t("reset.asked", { siteName }),
      "",
      t("reset.open"),
      "",
      link,
      "",
      t("reset.signsOut"),
      t("reset.ignore"),
      "",
    ].join("\n"),
  };
}
