import { MIN_PASSWORD_LENGTH } from "@shared/limits";
import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { bearer, genericOAuth, jwt, oauthPopup } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Store } from "../db/connect";
import { accountMailLanguage } from "../mail/mail-language";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/templates/password-reset-mail";
import { ensureProfile, isSuspended } from "../profiles/store";
import { siteSettings } from "../settings/service";
import { googleProviders } from "./google";
import { RESET_LINK_LIFETIME_SECONDS } from "./password-reset";

export const AUTH_BASE_PATH = "/api/auth";

/** The code of a sign-in refused because an admin suspended the account. */
export const SUSPENDED_CODE = "ACCOUNT_SUSPENDED";

/** ID tokens are short-lived: the browser refreshes them from its session cookie, so a leaked one expires soon. */
export const ID_TOKEN_LIFETIME = "15m";

/**
 * better-auth's own warnings (every failed password, unknown user) repeat what Inkwell logs itself
 * with the address and account, so below debugging only its errors come through.
 */
function betterAuthLogLevel(level: string): "debug" | "error" {
  return level === "debug" || level === "trace" ? "debug" : "error";
}

/**
 * One options object for both the running instance and the migrator, so the tables migrated are
 * exactly the ones the instance uses (plugins such as jwt add their own). Without a mailer (the
 * migrator, some tests) password reset is off.
 */
export function authOptions(config: Config, store: Store, mailer?: Mailer, log?: FastifyBaseLogger) {
  return {
    appName: "Inkwell",
    secret: config.authSecret,
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: config.trustedOrigins,
    // Same Kysely instance as the rest of the app: one pool, one transaction model, one backup.
    database: { db: store.db, type: store.engine },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      // Whoever made the reset necessary may hold a session: every one of them ends.
      revokeSessionsOnPasswordReset: true,
      ...(mailer
        ? {
            // Dispatched, not awaited: an address with an account must answer as fast as one without.
            // The title is a cached read (decision 0046), as quick for either.
            // The account's language is a database read, so it is dispatched unread: awaited here, its
            // time would tell an address with an account from one without.
            sendResetPassword: async ({ user, token }: { user: { id: string; email: string }; token: string }) => {
              const siteName = await siteSettings(store.db).title();
              mailer.dispatch(
                accountMailLanguage(store.db, user.id).then((language) =>
                  resetPasswordMail(config, user.email, token, siteName, language),
                ),
              );
            },
          }
        : {}),
    },
    // Every account is a writer with a handle from the moment it exists, however it was made (form,
    // Google, the demo seeder).
    databaseHooks: {
      user: {
        create: {
          after: async (user: { id: string; name: string; email: string }) => {
            // A new install's first account runs it (decision 0044); the log says who, for the operator.
            await ensureProfile(store.db, user, {
              firstAdmin: {
                onFirstAdmin: () =>
                  log?.info({ email: user.email }, `The site had no admin: ${user.email} is now its admin.`),
              },
            });
          },
        },
      },
      // Every way in (password, Google, sign-up's own sign-in) makes a session here, so a suspended
      // account is refused in one place, and with no session it gets no token either.
      session: {
        create: {
          before: async (session: { userId: string }) => {
            if (await isSuspended(store.db, session.userId)) {
              throw new APIError("FORBIDDEN", { message: MODERATION_MESSAGES.suspended, code: SUSPENDED_CODE });
            }
          },
        },
      },
    },
    // Fastify's limiter (shared through Redis when configured) guards the sign-in routes instead,
    // so there is one limiter with one set of headers and one 429 shape.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth relaxes origin checks when NODE_ENV is "test"; pinning them keeps tests honest and
    // keeps a mislabelled production environment safe.
    advanced: { disableOriginCheck: false, disableCSRFCheck: false },
    logger: { disabled: config.logLevel === "silent", level: betterAuthLogLevel(config.logLevel) },
    plugins: [
      jwt({
        jwt: {
          issuer: config.baseUrl,
          audience: config.baseUrl,
          expirationTime: ID_TOKEN_LIFETIME,
          // What API routes need to attribute content, plus the session's id (not its secret token), so
          // the API can refuse the token once that session ends.
          definePayload: ({ user, session }) => ({
            id: user.id,
            email: user.email,
            name: user.name,
            image: user.image ?? null,
            sid: session.id,
          }),
        },
      }),
      bearer(),
      // Inert unless a popup started the flow; lets the web client run Google sign-in in a popup (SPEC §7).
      oauthPopup(),
      genericOAuth({ config: googleProviders(config) }),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(config: Config, store: Store, mailer?: Mailer, log?: FastifyBaseLogger) {
  return betterAuth(authOptions(config, store, mailer, log));
}

export type Auth = ReturnType<typeof createAuth>;
