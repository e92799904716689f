import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

export type TestUser = {
  email: string;
  name: string;
  image: string;
  password: string;
  /** `name=value` pairs of every cookie sign-up set, ready for a Cookie header. */
  cookie: string;
  /** A bearer ID token from /api/auth/token, for `Authorization: Bearer`. */
  token: string;
};

export type TestUserOverrides = Partial<Pick<TestUser, "email" | "name" | "image" | "password">>;

export const TEST_PASSWORD = "Secret#123";

/** Turns Set-Cookie headers into a Cookie header value. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const all = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return all
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair !== "" && !pair.endsWith("="))
    .join("; ");
}

/** Fetches a fresh bearer ID token for a signed-in session. */
export async function fetchToken(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/auth/token", headers: { cookie } });
  if (response.statusCode !== 200)
    throw new Error(`GET /api/auth/token failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json<{ token: string }>();
  return token;
}

/**
 * Signs a new user up through the real endpoint (unique email every call) and returns their
 * session cookie and a bearer ID token.
 */
export async function signUpUser(app: FastifyInstance, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const unique = randomBytes(6).toString("hex");
  const user = {
    email: `user-${unique}@example.com`,
    name: `Writer ${unique}`,
    image: `https://images.example.com/avatars/${unique}.png`,
    password: TEST_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: app.config.baseUrl },
    payload: user,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieHeader(response.headers["set-cookie"]);
  return { ...user, cookie, token: await fetchToken(app, cookie) };
}

/** Headers for an API call as the given token's user. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
