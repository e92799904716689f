import { buildApp } from "@server/app";
import { statsSchema } from "@shared/stats-schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp, testConfig } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.each(engines)("private stats ($name)", ({ url }) => {
  let t: TestApp;
  let time = Date.parse("2026-03-10T12:00:00.000Z");
  let writer: TestUser;
  let admin: TestUser;
  let postId = "";
  let postPath = "";

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => time });
    writer = await signUpUser(t.app, { name: "Stats Writer" });
    admin = await signUpUser(t.app, { name: "Stats Admin" });
    await setRole(t.store, admin.email, "admin");
    await setRole(t.store, writer.email, "member");
    postId = await postBlog(t.app, writer.token, { title: "Counted post" });
    const blog = await t.app.inject({ url: `/api/allBlogs/${postId}` });
    postPath = new URL(blog.json().url, "http://localhost").pathname;
  });
  afterAll(async () => t?.close());

  const hit = (
    path: string,
    { address = "203.0.113.1", agent = FIREFOX, referrer, headers = {}, token }: HitOptions = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/stats/hit",
      remoteAddress: address,
      headers: { "user-agent": agent, ...headers },
      payload: { path, ...(referrer ? { referrer } : {}), ...(token ? { token } : {}) },
    });
  const stats = async (who: TestUser, route = "/api/me/stats?days=7") => {
    const response = await t.app.inject({ url: route, headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return statsSchema.parse(response.json());
  };

  it("counts readers once a day each, and leaves out bots, Sec-GPC and the writer", async () => {
    const views = [
      hit(`/viewDetails/${postId}`),
      hit(`/viewDetails/${postId}`),
      hit(postPath, { referrer: "https://news.example.com/item?id=1" }),
      hit(`/viewDetails/${postId}`, { address: "198.51.100.7" }),
      // Same address, another browser: another visitor, on the home page only.
      hit("/", { agent: SAFARI }),
      hit(`/viewDetails/${postId}`, { address: "198.51.100.8", agent: GOOGLEBOT }),
      hit(`/viewDetails/${postId}`, { address: "198.51.100.9", headers: { "sec-gpc": "1" } }),
      hit(`/viewDetails/${postId}`, { address: "198.51.100.10", token: writer.token }),
      hit(`/viewDetails/${postId}`, { address: "198.51.100.11", headers: { authorization: `Bearer ${writer.token}` } }),
    ];
    for (const response of await Promise.all(views)) {
      expect(response.statusCode, response.body).toBe(202);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    await t.app.stats.flush();

    const mine = await stats(writer);
    expect(mine.totals).toMatchObject({ views: 4, visitors: 2, clicks: 0 });
    expect(mine.posts).toEqual([{ _id: postId, title: "Counted post", views: 4, visitors: 2, mailedTo: 0, clicks: 0 }]);
    expect(mine.referrers).toEqual([{ host: "news.example.com", visitors: 1 }]);
    expect(mine.daily).toHaveLength(7);
    expect(mine.daily.at(-1)).toEqual({ date: "2026-03-10", views: 4, visitors: 2 });

    const site = await stats(admin, "/api/admin/stats?days=7");
    expect(site.totals).toMatchObject({ views: 5, visitors: 3 });
    expect(site.referrers).toEqual([{ host: "news.example.com", visitors: 1 }]);
    // Only totals are kept: no row names an address or an agent.
    const seen = await t.store.db.selectFrom("stats_seen").selectAll().execute();
    expect(JSON.stringify(seen)).not.toMatch(/203\.0\.113\.1|Firefox/u);
  });

  it("refuses a page that is not a reading page with a message", async () => {
    const response = await hit("/admin/users");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Only reading pages are counted.");
  });

  it("forgets yesterday's salt, so the same reader counts again the next day", async () => {
    const before = await t.store.db.selectFrom("stats_salt").select("salt").executeTakeFirstOrThrow();
    time += DAY_MS;
    expect((await hit(`/viewDetails/${postId}`)).statusCode).toBe(202);
    await t.app.stats.flush();
    const salts = await t.store.db.selectFrom("stats_salt").selectAll().execute();
    expect(salts).toEqual([{ day: "2026-03-11", salt: expect.any(String) }]);
    expect(salts[0]?.salt).not.toBe(before.salt);

    const mine = await stats(writer);
    expect(mine.daily.slice(-2)).toEqual([
      { date: "2026-03-10", views: 4, visitors: 2 },
      { date: "2026-03-11", views: 1, visitors: 1 },
    ]);
    expect(mine.totals).toMatchObject({ views: 5, visitors: 3 });
  });

  it("adds up the flushes of two instances sharing one database, each visitor once", async () => {
    const second = await buildApp(testConfig({ databaseUrl: url(), authSecret: t.app.config.authSecret }), t.store, {
      now: () => time,
    });
    await second.ready();
    try {
      const fromBoth = { path: `/viewDetails/${postId}` };
      const inject = (app: typeof second, address: string) =>
        app.inject({
          method: "POST",
          url: "/api/stats/hit",
          remoteAddress: address,
          headers: { "user-agent": FIREFOX },
          payload: fromBoth,
        });
      await Promise.all([inject(t.app, "192.0.2.50"), inject(second, "192.0.2.50"), inject(second, "192.0.2.51")]);
      await Promise.all([t.app.stats.flush(), second.stats.flush()]);
    } finally {
      await second.close();
    }
    const mine = await stats(writer);
    expect(mine.daily.at(-1)).toEqual({ date: "2026-03-11", views: 4, visitors: 3 });
  });

  it("keeps what a closing instance had buffered", async () => {
    const second = await buildApp(testConfig({ databaseUrl: url(), authSecret: t.app.config.authSecret }), t.store, {
      now: () => time,
    });
    await second.ready();
    await second.inject({
      method: "POST",
      url: "/api/stats/hit",
      remoteAddress: "192.0.2.60",
      headers: { "user-agent": FIREFOX },
      payload: { path: `/viewDetails/${postId}` },
    });
    await second.close();
    expect((await stats(writer)).daily.at(-1)).toEqual({ date: "2026-03-11", views: 5, visitors: 4 });
  });

  it.each(["5", "abc", "0", "365"])("answers days=%s with a 400 and a message", async (days) => {
    const response = await t.app.inject({ url: `/api/me/stats?days=${days}`, headers: bearer(writer.token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("days must be 7, 30 or 90.");
  });

  it("shows the site's stats to admins only", async () => {
    expect((await t.app.inject({ url: "/api/admin/stats" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me/stats" })).statusCode).toBe(401);
    const member = await t.app.inject({ url: "/api/admin/stats?days=5", headers: bearer(writer.token) });
    expect(member.statusCode).toBe(403);
    const site = await stats(admin, "/api/admin/stats?days=30");
    expect(site.daily).toHaveLength(30);
    expect(site.posts.map((post) => post._id)).toContain(postId);
  });

  it("sums a post's period from whole weeks and the days at its ends, and leaves out the days before it", async () => {
    // Read on Tuesday 10 and Wednesday 11 March (9 views), then once on Monday 30 March.
    time = Date.parse("2026-03-30T09:00:00.000Z");
    expect((await hit(`/viewDetails/${postId}`, { address: "192.0.2.70" })).statusCode).toBe(202);
    await t.app.stats.flush();

    // 1 to 30 March: the whole weeks from the 2nd to the 29th, and the 1st and the 30th as days.
    const month = await stats(writer, "/api/me/stats?days=30");
    expect(month.posts).toEqual([
      { _id: postId, title: "Counted post", views: 10, visitors: 7, mailedTo: 0, clicks: 0 },
    ]);
    expect(month.totals).toMatchObject({ views: 10, visitors: 7 });
    // 24 to 30 March holds no whole week: the 30th's daily row alone.
    const week = await stats(writer, "/api/me/stats?days=7");
    expect(week.posts).toEqual([{ _id: postId, title: "Counted post", views: 1, visitors: 1, mailedTo: 0, clicks: 0 }]);
    const site = await stats(admin, "/api/admin/stats?days=7");
    expect(site.posts.find((post) => post._id === postId)).toMatchObject({ views: 1, visitors: 1 });
  });
});

type HitOptions = {
  address?: string;
  agent?: string;
  referrer?: string;
  headers?: Record<string, string>;
  token?: string;
};
