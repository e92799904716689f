import type { GenericOAuthConfig } from "better-auth/plugins";
import type { Config } from "../config";

export const GOOGLE_PROVIDER_ID = "google";

export const GOOGLE_NOT_CONFIGURED =
  "Google sign-in is not configured on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.";

export const GOOGLE_UNREACHABLE =
  "Google sign-in cannot start right now: its OpenID configuration could not be fetched. Please try again later.";

/**
 * Google as a plain OIDC provider found by discovery, rather than better-auth's built-in Google
 * provider, so the discovery URL can point at a local OIDC server in tests.
 */
export function googleProviders(config: Config): GenericOAuthConfig[] {
  if (!config.google) return [];
  return [
    {
      providerId: GOOGLE_PROVIDER_ID,
      name: "Google",
      discoveryUrl: config.google.discoveryUrl,
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      scopes: ["openid", "email", "profile"],
      pkce: true,
    },
  ];
}
