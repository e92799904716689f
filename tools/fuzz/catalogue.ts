import type { App } from "@server/app";
import { AUTH_BASE_PATH } from "@server/auth/better-auth";
import { MAIL_LINK_PATHS } from "@shared/mail-links";

/** One method on one route, with the names of whatever it reads, so mutations can aim at real fields. */
export type Endpoint = {
  /** "METHOD /path/{param}", as the report counts it. */
  key: string;
  method: string;
  /** The path with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  query: string[];
  bodyFields: string[];
  source: "openapi" | "better-auth" | "page";
};

type OpenApiParameter = { in?: string; name?: string };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);

function endpoint(
  source: Endpoint["source"],
  method: string,
  path: string,
  fields: { query?: string[]; body?: string[] } = {},
): Endpoint {
  const upper = method.toUpperCase();
  return {
    key: `${upper} ${path}`,
    method: upper,
    path,
    pathParams: [...path.matchAll(/\{([^}]+)\}/gu)].map((match) => match[1] ?? ""),
    query: fields.query ?? [],
    bodyFields: fields.body ?? [],
    source,
  };
}

/** Every documented API route, read from the app's own OpenAPI document so new routes are fuzzed without edits here. */
export function openApiEndpoints(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema;
        return endpoint("openapi", method, path, {
          query: parameters.filter((p) => p.in === "query").map((p) => p.name ?? ""),
          body: Object.keys(schema?.properties ?? {}),
        });
      }),
  );
}

/**
 * better-auth's endpoints are hidden from the OpenAPI document; their inputs are listed here (from
 * better-auth 1.7's schemas) so bodies carry the field names its validators look at.
 */
const AUTH_INPUTS: Record<string, { query?: string[]; body?: string[] }> = {
  "/sign-up/email": { body: ["name", "email", "password", "image", "callbackURL", "rememberMe"] },
  "/sign-in/email": { body: ["email", "password", "callbackURL", "rememberMe"] },
  "/sign-in/social": {
    body: ["provider", "callbackURL", "errorCallbackURL", "newUserCallbackURL", "disableRedirect", "idToken", "scopes"],
  },
  "/sign-in/oauth2": { body: ["providerId", "callbackURL", "errorCallbackURL", "scopes"] },
  "/callback/{id}": { query: ["code", "state", "error", "error_description"], body: ["code", "state"] },
  "/get-session": { query: ["disableCookieCache", "disableRefresh"] },
  "/update-user": { body: ["name", "image"] },
  "/change-password": { body: ["currentPassword", "newPassword", "revokeOtherSessions"] },
  "/reset-password": { query: ["token"], body: ["newPassword", "token"] },
  "/reset-password/{token}": { query: ["callbackURL"] },
  "/request-password-reset": { body: ["email", "redirectTo"] },
  "/verify-password": { body: ["password"] },
  "/verify-email": { query: ["token", "callbackURL"] },
  "/send-verification-email": { body: ["email", "callbackURL"] },
  "/change-email": { body: ["newEmail", "callbackURL"] },
  "/update-session": { body: ["expiresAt", "token"] },
  "/delete-user": { body: ["password", "token", "callbackURL"] },
  "/delete-user/callback": { query: ["token", "callbackURL"] },
  "/revoke-session": { body: ["token"] },
  "/link-social": { body: ["provider", "callbackURL", "idToken", "scopes"] },
  "/unlink-account": { body: ["providerId", "accountId"] },
  "/refresh-token": { body: ["providerId", "accountId", "userId"] },
  "/get-access-token": { body: ["providerId", "accountId", "userId"] },
  "/account-info": { query: ["accountId"] },
  "/oauth-popup/start": { query: ["provider", "callbackURL"] },
  "/error": { query: ["error", "error_description"] },
};

/** The endpoints of the running better-auth instance (plugins included), read from its API object. */
export function betterAuthEndpoints(app: App): Endpoint[] {
  const extra = [endpoint("better-auth", "POST", `${AUTH_BASE_PATH}/sign-in/oauth2`, AUTH_INPUTS["/sign-in/oauth2"])];
  const found = Object.values(app.auth.api as Record<string, unknown>).flatMap((value) => {
    const candidate = value as { path?: unknown; options?: { method?: unknown } };
    if (typeof candidate.path !== "string") return [];
    const path = candidate.path.replace(/:([A-Za-z]+)/gu, "{$1}");
    const method = candidate.options?.method;
    const methods = (Array.isArray(method) ? method : [method]).filter((m): m is string => typeof m === "string");
    return methods.map((m) => endpoint("better-auth", m, `${AUTH_BASE_PATH}${path}`, AUTH_INPUTS[path]));
  });
  return [...found, ...extra];
}

/** Page paths outside /api (served by the SPA or its 404), plus paths near the API that match no route. */
export const PAGE_ENDPOINTS: Endpoint[] = [
  "/",
  "/login",
  "/signup",
  "/Blogs",
  "/viewDetails/{id}",
  "/Features",
  "/search",
  "/@{handle}",
  "/@{handle}/{slug}",
  "/@{handle}/rss.xml",
  "/@{handle}/feed.json",
  "/feed.json",
  "/og/site.jpg",
  "/og/blog/{id}.jpg",
  "/addBlog",
  "/update/{id}",
  "/wishList",
  "/profile",
  "/settings",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.ico",
  "/images/{file}",
  "/uploads/{file}",
  "/assets/{file}",
  "/api/docs",
  "/api/docs/json",
  "/api/docs/static/{file}",
  "/api/{file}",
].map((path) => endpoint("page", "GET", path));

/**
 * The form posts of the pages mails link to (decision 0068): hidden from the OpenAPI document because
 * they answer a browser's form with a 303, not JSON, so they are listed here with the fields they read.
 * Their pages are GETs like any other page.
 */
export const MAIL_FORM_ENDPOINTS: Endpoint[] = [
  endpoint("page", "POST", MAIL_LINK_PATHS.newsletterConfirm, { body: ["token"] }),
  endpoint("page", "POST", MAIL_LINK_PATHS.newsletterPreferences, {
    body: ["token", "action", "categories", "frequency"],
  }),
  endpoint("page", "POST", MAIL_LINK_PATHS.followerUnsubscribe, { body: ["token"] }),
  endpoint("page", "POST", MAIL_LINK_PATHS.resetPassword, { body: ["token", "newPassword", "confirmPassword"] }),
  ...Object.values(MAIL_LINK_PATHS).map((path) =>
    endpoint("page", "GET", path, { query: ["token", "outcome", "problems", "error"] }),
  ),
];

/** Everything the fuzzer aims at, sorted so a seed means the same requests on every run. */
export async function loadCatalogue(app: App): Promise<Endpoint[]> {
  const response = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const all = [
    ...openApiEndpoints(response.json<OpenApiDocument>()),
    ...betterAuthEndpoints(app),
    ...PAGE_ENDPOINTS,
    ...MAIL_FORM_ENDPOINTS,
  ];
  const unique = new Map(all.map((entry) => [entry.key, entry]));
  return [...unique.values()].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}
