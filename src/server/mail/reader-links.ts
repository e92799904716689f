import { createHmac, timingSafeEqual } from "node:crypto";
import type { InterfaceLocale } from "@shared/locales";
import { LANGUAGE_PARAM, MAIL_LINK_PATHS, UNSUBSCRIBE_API_PATHS } from "@shared/mail-links";
import { oneLine } from "./transport";

/**
 * The links every mail to a reader carries, in one place (issue 57): the signed token that lets its
 * reader stop that mail without signing in, the addresses it opens, and the RFC 8058 headers that let
 * a mail client offer "Unsubscribe". Delivery, notifications and the newsletter decide who gets what;
 * this decides what a link can do.
 *
 * Each mail has a purpose, and each purpose its own key, derived from the server secret under a label
 * of its own: a token stops the one mail it came in, and is worth nothing for another purpose or
 * anywhere else the secret is used. Tokens are derived, never stored, so a mail sent years ago still
 * works. The labels are part of every token already mailed: changing one breaks those links.
 */
export type ReaderMail = "newsletter" | "follower" | "comments";
/** The mails an account holder gets: their token names the account. */
export type AccountMail = Exclude<ReaderMail, "newsletter">;

const KEY_LABELS: Record<ReaderMail, string> = {
  newsletter: "inkwell newsletter links v1",
  follower: "inkwell follower mail links v1",
  comments: "inkwell comment mail links v1",
};

/** The list each mail belongs to, as List-Id names it: a phrase after the site's title, and a sub-host. */
const LISTS: Record<ReaderMail, { name: string; host: string }> = {
  newsletter: { name: "newsletter", host: "newsletter" },
  follower: { name: "writers you follow", host: "follows" },
  comments: { name: "comments", host: "comments" },
};

function mac(secret: string, mail: ReaderMail, message: string): string {
  const key = createHmac("sha256", secret).update(KEY_LABELS[mail]).digest();
  return createHmac("sha256", key).update(message).digest("base64url");
}

/** Compares in constant time: a forged token learns nothing from how long the answer took. */
function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<user id>.<mac>`: stops `mail` for that account (follower or comment mail). */
export function accountMailToken(secret: string, mail: AccountMail, userId: string): string {
  return `${userId}.${mac(secret, mail, userId)}`;
}

/** The account an account-mail token names, when it is ours and for `mail`; undefined otherwise. */
export function verifyAccountMailToken(secret: string, mail: AccountMail, token: string): string | undefined {
  const userId = tokenId(token);
  return userId !== undefined && same(token, accountMailToken(secret, mail, userId)) ? userId : undefined;
}

/**
 * `<subscriber id>.<mac over id and nonce>`: a newsletter subscriber's unsubscribe and preferences
 * link (decision 0036). It lasts as long as the subscription; a new nonce revokes every earlier link.
 */
export function subscriberToken(secret: string, id: string, nonce: string): string {
  return `${id}.${mac(secret, "newsletter", `${id}.${nonce}`)}`;
}

/** Whether `token` is this subscriber's link token. */
export function verifySubscriberToken(secret: string, token: string, id: string, nonce: string): boolean {
  return nonce !== "" && same(token, subscriberToken(secret, id, nonce));
}

/** The id a token names, before any check (to find the row to check it against); undefined when malformed. */
export function tokenId(token: string): string | undefined {
  const dot = token.indexOf(".");
  return dot > 0 ? token.slice(0, dot) : undefined;
}

const origin = (baseUrl: string) => baseUrl.replace(/\/+$/u, "");

/**
 * `?token=…&lang=…`: the link's token, then the language of the mail it is in (decision 0145), which
 * the page it opens is drawn in unless the reader chose another. Undefined only where a link is passed
 * on and came without one (a browser's GET of an older mail's List-Unsubscribe URL).
 */
function linkQuery(token: string | undefined, language: InterfaceLocale | undefined): string {
  const parts: string[] = [];
  if (token !== undefined) parts.push(`token=${encodeURIComponent(token)}`);
  if (language) parts.push(`${LANGUAGE_PARAM}=${language}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** Where a mail's one-click unsubscribe (RFC 8058) posts to; a browser's GET of it leads to the page. */
export function unsubscribeUrl(
  baseUrl: string,
  mail: ReaderMail,
  token: string,
  language: InterfaceLocale | undefined,
): string {
  return `${origin(baseUrl)}/api${UNSUBSCRIBE_API_PATHS[mail]}${linkQuery(token, language)}`;
}

/** The page a browser opening an account mail's unsubscribe link lands on: one button that stops it. */
export function unsubscribePageUrl(
  baseUrl: string,
  mail: AccountMail,
  token: string | undefined,
  language: InterfaceLocale | undefined,
): string {
  const page = mail === "follower" ? MAIL_LINK_PATHS.followerUnsubscribe : MAIL_LINK_PATHS.commentMailUnsubscribe;
  return `${origin(baseUrl)}${page}${linkQuery(token || undefined, language)}`;
}

/** Where a subscriber picks categories and frequency, or leaves the newsletter. */
export function preferencesUrl(baseUrl: string, token: string, language: InterfaceLocale | undefined): string {
  return `${origin(baseUrl)}${MAIL_LINK_PATHS.newsletterPreferences}${linkQuery(token, language)}`;
}

/** The page that shows the double opt-in's Confirm button; opening it confirms nothing (decision 0036). */
export function confirmUrl(baseUrl: string, token: string, language: InterfaceLocale | undefined): string {
  return `${origin(baseUrl)}${MAIL_LINK_PATHS.newsletterConfirm}${linkQuery(token, language)}`;
}

/** The password reset's page with its token (decision 0012: straight to the page, no redirect hop). */
export function resetPasswordUrl(baseUrl: string, token: string, language: InterfaceLocale): string {
  return `${origin(baseUrl)}${MAIL_LINK_PATHS.resetPassword}${linkQuery(token, language)}`;
}

/** Where an account holder manages all their mail: the settings page. */
export function settingsUrl(baseUrl: string): string {
  return `${origin(baseUrl)}/settings`;
}

/**
 * A List-Id (RFC 2919): the list's name as a phrase, quoted when it holds characters a bare phrase
 * may not (a title such as "Notes, mostly"), then its id. Mail libraries encode what is not ASCII.
 */
export function listId(name: string, id: string): string {
  const phrase = oneLine(name).replace(/[<>]/gu, "").trim();
  return /[()<>@,;:\\".[\]]/u.test(phrase) ? `"${phrase.replace(/["\\]/gu, "\\$&")}" <${id}>` : `${phrase} <${id}>`;
}

export type ListHeaderOptions = {
  baseUrl: string;
  token: string;
  /** The mail's language, which the unsubscribe link carries for a browser that opens it. */
  language: InterfaceLocale;
  /** The site's title, which names the list in List-Id. */
  siteName: string;
  /**
   * A mailbox that reads unsubscribe requests. Inkwell reads no mail, so none by default: a mailto
   * nobody acts on would be worse than none (the https link is what RFC 8058 one-click uses).
   */
  mailto?: string | undefined;
};

/**
 * The headers a reader mail carries so mail clients offer "Unsubscribe" (Gmail and Yahoo require
 * one-click for bulk senders): List-Unsubscribe, List-Unsubscribe-Post and List-Id.
 */
export function listHeaders(
  mail: ReaderMail,
  { baseUrl, token, language, siteName, mailto }: ListHeaderOptions,
): Record<string, string> {
  const targets = [`<${unsubscribeUrl(baseUrl, mail, token, language)}>`];
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  const list = LISTS[mail];
  return {
    "List-Unsubscribe": targets.join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": listId(`${siteName} ${list.name}`, `${list.host}.${new URL(baseUrl).hostname}`),
  };
}
