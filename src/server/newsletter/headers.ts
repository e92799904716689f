import { oneLine } from "../mail/transport";
/** Where a mail's one-click unsubscribe (RFC 8058) posts to; a plain GET there leads to the preferences page. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/u, "")}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page where a subscriber picks categories and frequency, or unsubscribes. */
export function preferencesUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/u, "")}/newsletter/preferences?token=${encodeURIComponent(token)}`;
}

export type ListHeaderOptions = {
  baseUrl: string;
  token: string;
  /** The site's title, which names the list in List-Id. */
  siteName: string;
  /**
   * A mailbox that reads unsubscribe requests. Inkwell reads no mail, so none by default: a mailto
   * nobody acts on would be worse than none (the https link is what RFC 8058 one-click uses).
   */
  mailto?: string;
};

/**
 * A List-Id (RFC 2919): the list's name as a phrase, quoted when it holds characters a bare phrase
 * may not (a title such as "Notes, mostly"), then its id. Mail libraries encode what is not ASCII.
 */
export function listId(name: string, id: string): string {
  const phrase = oneLine(name).replace(/[<>]/gu, "").trim();
  return /[()<>@,;:\\".[\]]/u.test(phrase) ? `"${phrase.replace(/["\\]/gu, "\\$&")}" <${id}>` : `${phrase} <${id}>`;
}

/**
 * The headers every newsletter or post mail carries so mail clients offer "Unsubscribe" (Gmail and
 * Yahoo require one-click for bulk senders): List-Unsubscribe, List-Unsubscribe-Post and List-Id.
 */
export function listUnsubscribeHeaders({
  baseUrl,
  token,
  siteName,
  mailto,
}: ListHeaderOptions): Record<string, string> {
  const targets = [`<${unsubscribeUrl(baseUrl, token)}>`];
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  const host = new URL(baseUrl).hostname;
  return {
    "List-Unsubscribe": targets.join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": listId(`${siteName} newsletter`, `newsletter.${host}`),
  };
}
