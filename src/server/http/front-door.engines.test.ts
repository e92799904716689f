import http from "node:http";
import type { AddressInfo } from "node:net";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Over a real socket: the front door answers on the server's request listener, which inject skips. */
const getOver = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });

/** Headers that differ between any two answers, hot or not. */
const PER_REQUEST = ["date", "x-request-id", "x-ratelimit-remaining", "x-ratelimit-reset", "connection", "keep-alive"];
const comparable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));

describe.each(engines)("hot reads answered before Fastify routes them ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let port: number;
  let blogId: string;
  // Frozen, so every read below is within the revision reuse window of the one before.
  const clock = { now: Date.parse("2026-11-26T10:00:00Z") };

  const get = (path: string, headers: Record<string, string> = {}) => getOver(port, path, headers);

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    author = await signUpUser(t.app);
    for (let i = 0; i < 8; i++) blogId = await postBlog(t.app, author.token, { title: `Hot ${i}` });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it("answers a kept answer with the very bytes and headers the full route sends, in each encoding", async () => {
    const hot = vi.spyOn(t.app.publicCache, "hotAnswer");
    const answeredHot = () => hot.mock.results.map((result) => result.value !== undefined);
    for (const path of [
      "/api/allBlogs?limit=8&view=card&count=none",
      `/api/allBlogs/${blogId}`,
      `/api/comments/${blogId}`,
    ]) {
      for (const encoding of [undefined, "gzip, deflate, br, zstd", "gzip"]) {
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        // A write first, so the next read is made by the route (and kept) rather than served hot.
        t.app.publicCache.wrote();
        hot.mockClear();
        const full = await get(path, headers);
        expect(answeredHot()).toEqual([false]);
        const fast = await get(path, headers);
        expect(answeredHot(), path).toEqual([false, true]);
        expect(fast.status).toBe(200);
        expect(comparable(fast.headers), `${path} ${encoding}`).toEqual(comparable(full.headers));
        expect(fast.body.equals(full.body)).toBe(true);
        expect(fast.headers["x-request-id"]).toMatch(/\S/u);
        expect(fast.headers["x-ratelimit-limit"]).toBeDefined();
      }
    }
    hot.mockRestore();
  });

  it("leaves signed-in readers, revalidations and cross-origin reads to the route, which still answers them", async () => {
    const path = "/api/allBlogs?limit=8&view=card&count=none";
    await get(path);
    const first = await get(path);
    const hot = vi.spyOn(t.app.publicCache, "hotAnswer");
    expect((await get(path, { authorization: `Bearer ${author.token}` })).headers["cache-control"]).toBe(
      "private, no-cache",
    );
    expect((await get(path, { "if-none-match": first.headers.etag as string })).status).toBe(304);
    const crossOrigin = await get(path, { origin: "https://elsewhere.example" });
    expect(crossOrigin.status).toBe(200);
    expect(crossOrigin.body.equals(first.body)).toBe(true);
    expect(hot.mock.results.map((result) => result.value)).toEqual([undefined, undefined, undefined]);
    hot.mockRestore();
  });

  it("shows the next anonymous read a write made through this instance", async () => {
    const path = "/api/allBlogs?limit=8&view=card&count=none";
    await get(path);
    const before = await get(path);
    await postBlog(t.app, author.token, { title: "Fresh off the press" });
    const after = await get(path);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString("utf8"))[0].title).toBe("Fresh off the press");
  });
});

describe("hot reads and the rate limit", () => {
  let t: TestApp;
  let port: number;
  const clock = { now: Date.parse("2026-11-26T10:00:00Z") };
  const LIMIT = 6;
  const path = "/api/allBlogs?limit=8&view=card&count=none";

  /** As a client behind the one proxy the app trusts, which names the client in X-Forwarded-For. */
  const getAs = (client: string) => getOver(port, path, { "x-forwarded-for": client });

  beforeAll(async () => {
    t = await createTestApp(":memory:", { rateLimitMax: LIMIT, trustProxy: 1 }, undefined, { now: () => clock.now });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it("counts hot answers in the client's own budget, shared with routed ones, and refuses the one past it", async () => {
    const hot = vi.spyOn(t.app.publicCache, "hotAnswer");
    const answers: Answer[] = [];
    for (let i = 0; i < LIMIT; i++) answers.push(await getAs("203.0.113.7"));
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    // The first was routed (and taught the door its headers); the rest were answered at the door.
    expect(hot.mock.results.slice(1).every((result) => result.value !== undefined)).toBe(true);
    expect(answers.map((answer) => answer.headers["x-ratelimit-remaining"])).toEqual(["5", "4", "3", "2", "1", "0"]);
    expect(new Set(answers.map((answer) => answer.headers["x-ratelimit-limit"]))).toEqual(new Set([String(LIMIT)]));

    const refused = await getAs("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString("utf8")).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/u,
    );
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/u);

    // Another reader behind the same proxy has a budget of their own.
    const other = await getAs("198.51.100.20");
    expect(other.status).toBe(200);
    expect(other.headers["x-ratelimit-remaining"]).toBe(String(LIMIT - 1));
    hot.mockRestore();
  });
});
