import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Two kinds of newsletter token (docs/decisions/0036):
 * - the link token, for unsubscribe and preferences, lasts as long as the subscription: later post mails
 *   must be able to carry it, so it is derived (HMAC over the subscriber's id and nonce), not stored;
 * - the confirmation token is random, used once, and only its SHA-256 is stored.
 */

/** A key of its own for newsletter links, so a MAC made here is worth nothing anywhere else the secret is used. */
function linkKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("inkwell newsletter links v1").digest();
}

function mac(secret: string, id: string, nonce: string): string {
  return createHmac("sha256", linkKey(secret)).update(`${id}.${nonce}`).digest("base64url");
}

/** A fresh per-subscriber nonce; replacing it revokes every link made before. */
export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/** `<subscriber id>.<mac>`: the id says which row to check, the mac proves the link came from us. */
export function linkToken(secret: string, id: string, nonce: string): string {
  return `${id}.${mac(secret, id, nonce)}`;
}

/** The subscriber id a link token names, before any check; undefined when it has no such shape. */
export function linkTokenId(token: string): string | undefined {
  const dot = token.indexOf(".");
  return dot > 0 ? token.slice(0, dot) : undefined;
}

/** Whether `token` is the link token of this subscriber; compares in constant time. */
export function verifyLinkToken(secret: string, token: string, id: string, nonce: string): boolean {
  if (nonce === "") return false;
  const expected = Buffer.from(linkToken(secret, id, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 32 random bytes; the mail carries the token, the database its hash. */
export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
