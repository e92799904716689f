import type { InterfaceLocale } from "@shared/locales";
import type { Config } from "../../config";
import { resetPasswordUrl } from "../reader-links";
import { type Mail, oneLine } from "../transport";
import { mailWords } from "../words";

/** `siteName` is the site's title as its admin saved it (Inkwell until then); `locale` the account's language. */
export function resetPasswordMail(
  config: Pick<Config, "baseUrl">,
  to: string,
  token: string,
  siteName: string,
  locale: InterfaceLocale = "en",
): Mail {
  const t = mailWords(locale);
  // Straight to the page (decision 0012), in the mail's language unless the reader chose another (0145).
  const link = resetPasswordUrl(config.baseUrl, token, locale);
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
