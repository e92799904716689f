import { createHash, randomBytes } from "node:crypto";

/**
 * The newsletter's own secrets (docs/decisions/0036): the per-subscriber nonce its link tokens are
 * derived from (the tokens themselves, like every reader mail's, are mail/reader-links.ts's), and the
 * confirmation token, random, used once, only its SHA-256 stored.
 */

/** A fresh per-subscriber nonce; replacing it revokes every link made before. */
export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/** 32 random bytes; the mail carries the token, the database its hash. */
export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
