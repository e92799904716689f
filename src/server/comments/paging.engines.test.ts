import type { Comment } from "@shared/schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DELIVERY } from "../blogs/lifecycle";
import { insertBlog } from "../blogs/store";
import { insertComment } from "./store";

const START = Date.parse("2026-03-01T12:00:00.000Z");
const COMMENTS = 507;

describe.each(engines)("comments paging ($name)", ({ url }) => {
  let t: TestApp;
  let blogId: string;

  beforeAll(async () => {
    t = await createTestApp(url());
    const blog = { title: "Popular", category: "Travel" as const, image: "/x.svg", shortDesc: "s", longDesc: "w" };
    blogId = await insertBlog(t.store, blog, { email: "amy@example.com", name: null }, NO_DELIVERY);
    const reader = { email: "ren@example.com", name: "Ren", image: null };
    for (let i = 0; i < COMMENTS; i++) {
      // Pairs share a timestamp, so the id tie-breaker carries the order.
      const createdAt = new Date(START + Math.floor(i / 2) * 1000).toISOString();
      await insertComment(t.store, blogId, `Comment ${i}`, reader, createdAt);
    }
  });
  afterAll(async () => t?.close());

  const get = (path: string) => t.app.inject({ url: path });
  const nextOf = (link: unknown) => (typeof link === "string" ? /^<([^>]+)>; rel="next"$/u.exec(link)?.[1] : undefined);

  it("answers the first 500 by default, with the total and a Link to the rest instead of a silent cut", async () => {
    const response = await get(`/api/comments/${blogId}`);
    expect(response.json<Comment[]>()).toHaveLength(500);
    expect(response.headers["x-total-count"]).toBe(String(COMMENTS));
    const next = nextOf(response.headers.link);
    expect(next).toMatch(new RegExp(`^/api/comments/${blogId}\\?cursor=`, "u"));
    const rest = await get(next as string);
    expect(rest.json<Comment[]>()).toHaveLength(COMMENTS - 500);
    expect(rest.headers.link).toBeUndefined();
  });

  it("walks every comment newest first by cursor without repeats or gaps, and by offset alike", async () => {
    const seen: string[] = [];
    let path: string | undefined = `/api/comments/${blogId}?limit=50`;
    while (path) {
      const response = await get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-total-count"]).toBe(String(COMMENTS));
      seen.push(...response.json<Comment[]>().map((c) => c.comment));
      path = nextOf(response.headers.link);
    }
    expect(new Set(seen).size).toBe(COMMENTS);
    // Newest first: every comment after the ones of a later second (pairs share one; their ids decide).
    const second = (text: string) => Math.floor(Number(text.split(" ")[1]) / 2);
    expect(seen.map(second)).toEqual(seen.map(second).sort((a, b) => b - a));
    const byOffset = await get(`/api/comments/${blogId}?limit=5&offset=10`);
    expect(byOffset.json<Comment[]>().map((c) => c.comment)).toEqual(seen.slice(10, 15));
    expect(nextOf(byOffset.headers.link)).toBeDefined();
  });

  it("refuses a bad cursor, a limit above 500 and cursor with offset with 400", async () => {
    for (const query of ["cursor=garbage", "limit=501", "limit=0", "offset=1&cursor=abc"]) {
      const response = await get(`/api/comments/${blogId}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });
});
