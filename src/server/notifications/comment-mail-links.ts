import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_LINK_PATHS } from "@shared/mail-links";
import { listId } from "../newsletter/headers";

/**
 * Comment mail's one-click unsubscribe (RFC 8058) turns off profile.notify_comments. The token is
 * `<user id>.<HMAC>` like the follower mail's (delivery/follower-links.ts) but under a key of its own, so
 * neither link can stop the other's mail.
 */
function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("inkwell comment mail links v1").digest();
}

export function commentMailToken(secret: string, userId: string): string {
  return `${userId}.${createHmac("sha256", key(secret)).update(userId).digest("base64url")}`;
}

/** The account a comment-mail token names, when the token is ours; undefined for anything forged. */
export function verifyCommentMailToken(secret: string, token: string): string | undefined {
  const dot = token.indexOf(".");
  if (dot <= 0) return undefined;
  const userId = token.slice(0, dot);
  const expected = Buffer.from(commentMailToken(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

const origin = (baseUrl: string) => baseUrl.replace(/\/+$/u, "");

export function commentMailUnsubscribeUrl(baseUrl: string, token: string): string {
  return `${origin(baseUrl)}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page a browser opening the unsubscribe link lands on: one button that stops these mails. */
export function commentMailUnsubscribePageUrl(baseUrl: string, token: string | undefined): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${origin(baseUrl)}${MAIL_LINK_PATHS.commentMailUnsubscribe}${query}`;
}

export function commentMailListHeaders(baseUrl: string, token: string, siteName: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${commentMailUnsubscribeUrl(baseUrl, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": listId(`${siteName} comments`, `comments.${new URL(baseUrl).hostname}`),
  };
}
