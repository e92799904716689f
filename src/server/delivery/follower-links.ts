import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_LINK_PATHS } from "@shared/mail-links";
import { listId } from "../newsletter/headers";

/**
 * Follower mails carry their own one-click unsubscribe (RFC 8058), which turns off the reader's
 * follower mails (profile.notify_followed). The token is `<user id>.<HMAC>` under a key of its own,
 * derived from the server secret, so it proves the link came from us and is worth nothing elsewhere.
 */
function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("inkwell follower mail links v1").digest();
}

export function followerToken(secret: string, userId: string): string {
  return `${userId}.${createHmac("sha256", key(secret)).update(userId).digest("base64url")}`;
}

/** The account a follower-mail token names, when the token is ours; undefined for anything forged. */
export function verifyFollowerToken(secret: string, token: string): string | undefined {
  const dot = token.indexOf(".");
  if (dot <= 0) return undefined;
  const userId = token.slice(0, dot);
  const expected = Buffer.from(followerToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

const origin = (baseUrl: string) => baseUrl.replace(/\/+$/u, "");

export function followerUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${origin(baseUrl)}/api/follows/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page a browser opening the unsubscribe link lands on: one button that stops these mails. */
export function followerUnsubscribePageUrl(baseUrl: string, token: string | undefined): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${origin(baseUrl)}${MAIL_LINK_PATHS.followerUnsubscribe}${query}`;
}

/** Where a reader manages their mail as an account holder: the settings page. */
export function followerSettingsUrl(baseUrl: string): string {
  return `${origin(baseUrl)}/settings`;
}

/** The List-* headers of a follower mail, so mail clients offer "Unsubscribe" for it too. */
export function followerListHeaders(baseUrl: string, token: string, siteName: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${followerUnsubscribeUrl(baseUrl, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": listId(`${siteName} writers you follow`, `follows.${new URL(baseUrl).hostname}`),
  };
}
