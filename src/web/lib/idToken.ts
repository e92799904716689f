import { fetchJwt } from "./authClient";

/** Renew this long before expiry, so a token never dies between being read and reaching the server. */
const RENEW_MARGIN_MS = 60_000;

let cached: { token: string; expiresAt: number } | null = null;
let pending: Promise<string | null> | null = null;
/** Bumped on every clear, so a fetch that started for the previous user never fills the cache. */
let generation = 0;

function expiryOf(token: string): number {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/gu, "+").replace(/_/gu, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    // Without a readable exp, assume the provider's shortest usual life rather than caching forever.
    return typeof exp === "number" ? exp * 1000 : Date.now() + 2 * RENEW_MARGIN_MS;
  } catch {
    return Date.now() + 2 * RENEW_MARGIN_MS;
  }
}

/** A bearer token for the signed-in user, from cache while it has more than a minute to live. */
export async function getIdToken(): Promise<string | null> {
  if (cached && cached.expiresAt - RENEW_MARGIN_MS > Date.now()) return cached.token;
  if (pending) return pending;
  const started = generation;
  pending = fetchJwt()
    .then((token) => {
      if (started === generation) cached = token ? { token, expiresAt: expiryOf(token) } : null;
      return token;
    })
    .finally(() => {
      if (started === generation) pending = null;
    });
  return pending;
}

/** Forget the token: the user changed (sign-in, sign-out) or its claims did (profile update). */
export function clearIdToken(): void {
  generation += 1;
  cached = null;
  pending = null;
}
