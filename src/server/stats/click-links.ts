import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Mail links that count a click (decision 0104): `/l/<payload>.<mac>`, where the payload is the target
 * and the post id, and the mac an HMAC under a key of its own derived from the server secret. Only a
 * link this server made, to a page of this site, is followed; anything else is a 404, never a redirect.
 */
function clickKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("inkwell mail clicks v1").digest();
}

const macOf = (secret: string, payload: string) =>
  createHmac("sha256", clickKey(secret)).update(payload).digest("base64url");

export type ClickTarget = { url: string; blogId: string };

export function clickToken(secret: string, target: ClickTarget): string {
  const payload = Buffer.from(JSON.stringify({ u: target.url, p: target.blogId })).toString("base64url");
  return `${payload}.${macOf(secret, payload)}`;
}

/** The link a mail carries instead of `target.url`. */
export function clickUrl(baseUrl: string, secret: string, target: ClickTarget): string {
  return `${baseUrl.replace(/\/+$/u, "")}/l/${clickToken(secret, target)}`;
}

/** The target a token names when this server signed it and it leads to this site; otherwise undefined. */
export function readClickToken(secret: string, baseUrl: string, token: string): ClickTarget | undefined {
  const dot = token.indexOf(".");
  if (dot <= 0) return undefined;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(macOf(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const { u, p } = (parsed ?? {}) as { u?: unknown; p?: unknown };
  if (typeof u !== "string" || typeof p !== "string") return undefined;
  // Even a correctly signed token only ever leads to this site (a leaked secret is no open redirect).
  let target: URL;
  try {
    target = new URL(u);
  } catch {
    return undefined;
  }
  if (target.origin !== new URL(baseUrl).origin) return undefined;
  return { url: target.toString(), blogId: p };
}
