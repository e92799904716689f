import { MAIL_LINK_PATHS } from "@shared/mail-links";
import type { Config } from "../../config";
import { type Mail, oneLine } from "../transport";

/**
 * The link in the mail goes straight to the web client's screen with the token, rather than through
 * better-auth's GET /reset-password/:token redirect: one hop fewer, and no redirect target taken from
 * the request (docs/decisions/0012-reset-link-flow.md).
 */
function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl}${MAIL_LINK_PATHS.resetPassword}?token=${encodeURIComponent(token)}`;
}

/** `siteName` is the site's title as its admin saved it (Inkwell until then). */
export function resetPasswordMail(config: Pick<Config, "baseUrl">, to: string, token: string, siteName: string): Mail {
  const link = resetLink(config.baseUrl, token);
  return {
    to,
    subject: `Reset your ${oneLine(siteName)} password`,
    link,
    text: [
      `Someone (hopefully you) asked to reset the password of your ${siteName} account.`,
      "",
      "Open this link to choose a new password. It works once, for one hour:",
      "",
      link,
      "",
      "Setting a new password signs you out everywhere.",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
      "",
    ].join("\n"),
  };
}
