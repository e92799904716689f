import { listHeaders, preferencesUrl, unsubscribeUrl } from "../reader-links";
import type { Mail } from "../transport";

/**
 * The one mail an imported Substack subscriber gets (decision 0109): where their subscription went, and
 * how to leave in one click. It carries the List-Unsubscribe headers of every newsletter mail.
 */
export function importedWelcomeMail(baseUrl: string, to: string, linkToken: string, siteName: string): Mail {
  return {
    to,
    subject: `The ${siteName} newsletter has moved`,
    text: [
      `You subscribed to this newsletter on Substack. It now comes from ${siteName} (${baseUrl}),`,
      "and your subscription came with it: you do not need to do anything to keep receiving it.",
      "",
      `To choose categories or how often we write, visit ${preferencesUrl(baseUrl, linkToken)}`,
      `To stop receiving it, open ${unsubscribeUrl(baseUrl, "newsletter", linkToken)}`,
      "",
    ].join("\n"),
    headers: listHeaders("newsletter", { baseUrl, token: linkToken, siteName }),
  };
}
