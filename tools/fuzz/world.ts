import { randomBytes } from "node:crypto";
import type { App } from "@server/app";
import { cookieHeader, TEST_PASSWORD } from "@test/server/users";
import { type RawResponse, send } from "./raw-http";
import { buildTokenBook, type TokenBook } from "./tokens";

/** A signed-up user with content of their own, so requests can aim at their things or someone else's. */
export type Person = {
  email: string;
  password: string;
  token: string;
  blogId: string;
  wishlistItemId: string;
  /** Their handle and their blog's slug, for the readable addresses (`/@handle/slug`). */
  handle: string;
  slug: string;
};

/** The real data the fuzzer aims at: two writers with blogs, a comment, wishlist items, and a third account. */
export type World = {
  port: number;
  /** The configured public origin; better-auth refuses state-changing calls from any other Origin. */
  trustedOrigin: string;
  a: Person;
  b: Person;
  /** A's comment on B's blog. */
  commentId: string;
  /**
   * The account whose session cookie the fuzzer sends (never A's or B's, whose tokens must stay valid).
   * It never goes to an endpoint that can end sessions, so it stays signed in for the whole run.
   */
  victim: Account;
  /** A second cookie account for the endpoints that end sessions; signed in again whenever one succeeds. */
  ender: Account;
  tokens: TokenBook;
};

export type Account = { email: string; password: string; cookie: string };

type JsonCall = { status: number; body: Record<string, unknown>; cookie: string };

async function call(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload?: unknown,
): Promise<JsonCall> {
  const body = payload === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(payload));
  const outcome = await send(
    port,
    {
      method,
      target: Buffer.from(path),
      headers: [
        ["Host", `127.0.0.1:${port}`],
        ...Object.entries(headers),
        ...(payload === undefined ? [] : [["Content-Type", "application/json"] as [string, string]]),
      ],
      body,
    },
    30_000,
  );
  if (outcome.kind !== "response") throw new Error(`${method} ${path} failed while seeding: ${outcome.kind}`);
  const response: RawResponse = outcome.response;
  const text = response.body.toString("utf8");
  return {
    status: response.status,
    body: text.startsWith("{") ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookie: cookieHeader(response.headers["set-cookie"]?.split("\n")),
  };
}

function expect(result: JsonCall, status: number, what: string): JsonCall {
  if (result.status !== status) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result;
}

async function signUp(port: number, origin: string, label: string) {
  const email = `fuzz-${label}-${randomBytes(4).toString("hex")}@example.com`;
  const password = TEST_PASSWORD;
  const signedUp = expect(
    await call(
      port,
      "POST",
      "/api/auth/sign-up/email",
      { Origin: origin },
      {
        name: `Fuzz ${label}`,
        email,
        password,
        image: "https://images.example.com/avatar.png",
      },
    ),
    200,
    `sign-up of ${label}`,
  );
  const { token } = expect(await call(port, "GET", "/api/auth/token", { Cookie: signedUp.cookie }), 200, "token")
    .body as { token: string };
  return { email, password, cookie: signedUp.cookie, token };
}

async function postJson(port: number, token: string, path: string, payload: unknown, what: string) {
  const result = await call(port, "POST", path, { Authorization: `Bearer ${token}` }, payload);
  if (result.status !== 201 && result.status !== 200) throw new Error(`${what} answered ${result.status}`);
  return result.body;
}

const blog = (title: string) => ({
  title,
  image: "https://images.example.com/cover.png",
  category: "Travel",
  shortDesc: "Seed data for the fuzzer.",
  longDesc: "A blog the fuzzer aims its own and foreign ids at.",
});

/** Seeds the world over real HTTP, as a client would, then forges the tokens from what it got. */
export async function seedWorld(app: App, port: number): Promise<World> {
  const origin = app.config.baseUrl;
  const a = await signUp(port, origin, "a");
  const b = await signUp(port, origin, "b");
  const victim = await signUp(port, origin, "victim");
  const ender = await signUp(port, origin, "ender");
  const aBlog = String((await postJson(port, a.token, "/api/blog", blog("A's blog"), "A's blog")).insertedId);
  const bBlog = String((await postJson(port, b.token, "/api/blog", blog("B's blog"), "B's blog")).insertedId);
  const comment = await postJson(port, a.token, "/api/comments", { blogId: bBlog, comment: "Nice." }, "comment");
  const aItem = await postJson(port, a.token, "/api/wishlist", { blogId: bBlog, userEmail: a.email }, "A's item");
  const bItem = await postJson(port, b.token, "/api/wishlist", { blogId: aBlog, userEmail: b.email }, "B's item");
  const address = async (id: string) => {
    const { body } = await call(port, "GET", `/api/allBlogs/${id}`, {});
    const [, handle = "", slug = ""] = /^\/@([^/]+)\/(.+)$/u.exec(String(body.url)) ?? [];
    return { handle, slug };
  };
  const sessionToken = decodeURIComponent(/session_token=([^;.]+)/u.exec(victim.cookie)?.[1] ?? "none");
  return {
    port,
    trustedOrigin: origin,
    a: { ...a, blogId: aBlog, wishlistItemId: String(aItem.insertedId), ...(await address(aBlog)) },
    b: { ...b, blogId: bBlog, wishlistItemId: String(bItem.insertedId), ...(await address(bBlog)) },
    commentId: String(comment._id),
    victim: { email: victim.email, password: victim.password, cookie: victim.cookie },
    ender: { email: ender.email, password: ender.password, cookie: ender.cookie },
    tokens: await buildTokenBook({ app, ownToken: a.token, otherToken: b.token, sessionToken }),
  };
}

/** Endpoints that can end the victim's session when called with its cookie. */
export const SESSION_ENDING = /sign-out|revoke|delete-user|change-password|change-email|update-session/u;

/** The cookie a request to this endpoint carries: the ender's where the session may end, else the victim's. */
export function cookieAccount(world: World, endpointKey: string): Account {
  return SESSION_ENDING.test(endpointKey) ? world.ender : world.victim;
}

/** Signs the ender in again after a fuzzed call ended its session, so the next such call is authenticated again. */
export async function renewEnder(world: World): Promise<void> {
  const { ender } = world;
  const result = await call(
    world.port,
    "POST",
    "/api/auth/sign-in/email",
    { Origin: world.trustedOrigin },
    { email: ender.email, password: ender.password },
  );
  if (result.status === 200 && result.cookie) ender.cookie = result.cookie;
}
