import { MESSAGES } from "@shared/messages";
import { SCHEDULE_MESSAGES } from "@shared/scheduling";
import { type Blog, blogSchema, myBlogSchema } from "@shared/schemas";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp, testConfig } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { POST_FANOUT } from "../delivery/kinds";
import type { PostLifecycle } from "./lifecycle";
import { publishDuePosts } from "./schedule";

const MINUTE = 60_000;

/** A lifecycle that counts what it was told, to see a post announced exactly once. */
function countingLifecycle() {
  const published: string[] = [];
  const lifecycle: PostLifecycle = {
    published: async (_db, blogId) => {
      published.push(blogId);
    },
    edited: async () => {},
    withdrawn: async () => {},
    restored: async () => {},
  };
  return { lifecycle, published };
}

describe.each(engines)("scheduled posts ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  // Every part of the app reads this clock; it starts at the real time, which tokens were issued at.
  const clock = { now: Date.now() };
  const at = (aheadMs: number) => new Date(clock.now + aheadMs).toISOString();

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    writer = await signUpUser(t.app, { name: "Scheduling Writer" });
    reader = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
  const own = async (id: string): Promise<Blog> => {
    const response = await get(`/api/allBlogs/${id}`, bearer(writer.token));
    expect(response.statusCode).toBe(200);
    return blogSchema.parse(response.json());
  };
  const put = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Scheduled", longDesc: "Words at the right time.", ...payload },
    });
  const fanouts = async (id: string): Promise<number> =>
    (await t.store.db.selectFrom("job").select("payload").where("kind", "=", POST_FANOUT).execute()).filter(
      (job) => JSON.parse(job.payload).blogId === id,
    ).length;
  const listedIds = async (query: string): Promise<string[]> =>
    blogSchema
      .array()
      .parse((await get(`/api/allBlogs${query}`)).json())
      .map((blog) => blog._id);

  const refused: Array<[string, () => unknown, string]> = [
    ["no zone", () => "2026-12-01T09:00:00", SCHEDULE_MESSAGES.noZone],
    ["not a date", () => "next tuesday", SCHEDULE_MESSAGES.noZone],
    ["an impossible date", () => "2026-06-31T09:00:00Z", SCHEDULE_MESSAGES.noZone],
    ["a number", () => 1_800_000_000_000, SCHEDULE_MESSAGES.notText],
    ["the past", () => at(-MINUTE), SCHEDULE_MESSAGES.tooSoon],
    ["too soon", () => at(30_000), SCHEDULE_MESSAGES.tooSoon],
    ["too far", () => at(366 * 24 * 60 * MINUTE), SCHEDULE_MESSAGES.tooFar],
  ];
  it.each(refused)("refuses %s with a 400 and a clear message, on POST and PUT", async (_name, value, message) => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: bearer(writer.token),
      payload: blogPayload({ publishAt: value() }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(message);
    const id = await postBlog(t.app, writer.token, { draft: true });
    const updated = await put(id, { publishAt: value() });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toContain(message);
  });

  it("refuses publishing now and later at once", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: bearer(writer.token),
      payload: blogPayload({ publishAt: at(5 * MINUTE), draft: false }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SCHEDULE_MESSAGES.publishAndSchedule });
  });

  it("accepts a time in any zone, shows it to its writer as scheduled, and to no one else", async () => {
    const local = new Date(clock.now + 10 * MINUTE);
    // The same instant written an hour east of UTC.
    const east = new Date(local.getTime() + 60 * MINUTE).toISOString().replace("Z", "+01:00");
    const title = `Quokka schedule ${clock.now}`;
    const id = await postBlog(t.app, writer.token, { title, publishAt: east, category: "Health" });

    expect(await own(id)).toMatchObject({ status: "scheduled", publishAt: local.toISOString(), draft: true });
    const mine = await get("/api/myBlogs?limit=100", bearer(writer.token));
    const listed = myBlogSchema
      .array()
      .parse(mine.json())
      .find((blog) => blog._id === id);
    expect(listed).toMatchObject({ status: "scheduled", publishAt: local.toISOString() });

    for (const headers of [{}, bearer(reader.token)]) {
      const response = await get(`/api/allBlogs/${id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.blogNotFound });
    }
    for (const query of ["?limit=100", "?search=Quokka", "?category=Health&limit=100", "?sort=wordCount&limit=100"]) {
      expect(await listedIds(query)).not.toContain(id);
    }
    const search = await get("/api/search?q=Quokka");
    if (search.statusCode === 200) expect(search.body).not.toContain(id);
    expect((await get("/rss.xml")).body).not.toContain(title);
    expect((await get("/sitemap.xml")).body).not.toContain(id);
    const wish = await t.app.inject({
      method: "POST",
      url: "/api/wishlist",
      headers: bearer(reader.token),
      payload: { blogId: id, userEmail: reader.email, blogData: {} },
    });
    expect(wish.statusCode).toBeGreaterThanOrEqual(400);
    expect(await fanouts(id)).toBe(0);
  });

  it("publishes at its time exactly once: public, dated then, its mail queued once", async () => {
    const publishAt = at(2 * MINUTE);
    const id = await postBlog(t.app, writer.token, { publishAt });
    expect(await t.app.scheduledPosts.publishDue()).not.toContain(id);
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(404);

    clock.now += 3 * MINUTE;
    expect(await t.app.scheduledPosts.publishDue()).toContain(id);
    expect(await t.app.scheduledPosts.publishDue()).not.toContain(id);

    const post = blogSchema.parse((await get(`/api/allBlogs/${id}`)).json());
    expect(post).toMatchObject({ status: "published", draft: false, createdAt: publishAt });
    expect(post.publishAt).toBeUndefined();
    expect(await listedIds("?limit=100")).toContain(id);
    expect(await fanouts(id)).toBe(1);
  });

  it("sends nothing for edits before its time, and publishes at the new time only", async () => {
    const first = at(2 * MINUTE);
    const id = await postBlog(t.app, writer.token, { publishAt: first });
    expect((await put(id, { longDesc: "Better words, still later." })).json()).toMatchObject({ modifiedCount: 1 });
    const later = at(20 * MINUTE);
    expect((await put(id, { publishAt: later })).statusCode).toBe(200);
    expect(await own(id)).toMatchObject({ status: "scheduled", publishAt: later });

    clock.now += 3 * MINUTE;
    expect(await t.app.scheduledPosts.publishDue()).not.toContain(id);
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(404);
    expect(await fanouts(id)).toBe(0);

    clock.now += 20 * MINUTE;
    expect(await t.app.scheduledPosts.publishDue()).toContain(id);
    expect(blogSchema.parse((await get(`/api/allBlogs/${id}`)).json())).toMatchObject({ createdAt: later });
    expect(await fanouts(id)).toBe(1);
  });

  it("unschedules with publishAt: null, leaving a draft that never goes out", async () => {
    const id = await postBlog(t.app, writer.token, { publishAt: at(2 * MINUTE) });
    expect((await put(id, { publishAt: null })).json()).toMatchObject({ modifiedCount: 1 });
    const draft = await own(id);
    expect(draft).toMatchObject({ status: "draft", draft: true });
    expect(draft.publishAt).toBeUndefined();
    clock.now += 3 * MINUTE;
    expect(await t.app.scheduledPosts.publishDue()).not.toContain(id);
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(404);
    expect(await fanouts(id)).toBe(0);
  });

  it("publishes at once, and forgets the time, when its writer sends draft: false", async () => {
    const id = await postBlog(t.app, writer.token, { publishAt: at(30 * MINUTE) });
    expect((await put(id, { draft: false })).json()).toMatchObject({ modifiedCount: 1 });
    expect(blogSchema.parse((await get(`/api/allBlogs/${id}`)).json())).toMatchObject({ status: "published" });
    clock.now += 31 * MINUTE;
    expect(await t.app.scheduledPosts.publishDue()).not.toContain(id);
    expect(await fanouts(id)).toBe(1);
  });

  it("lets two publishers race and announces the post once", async () => {
    const id = await postBlog(t.app, writer.token, { publishAt: at(2 * MINUTE) });
    clock.now += 3 * MINUTE;
    const { lifecycle, published } = countingLifecycle();
    const results = await Promise.all([
      publishDuePosts(t.store, lifecycle, clock.now),
      publishDuePosts(t.store, lifecycle, clock.now),
      publishDuePosts(t.store, lifecycle, clock.now),
    ]);
    expect(results.flat().filter((blogId) => blogId === id)).toHaveLength(1);
    expect(published.filter((blogId) => blogId === id)).toHaveLength(1);
    expect((await get(`/api/allBlogs/${id}`)).statusCode).toBe(200);
  });

  it("is published by a new instance on the same database after the one that took it stopped", async () => {
    const publishAt = at(2 * MINUTE);
    const services = { now: () => clock.now };
    const first = await buildApp(testConfig({ databaseUrl: url() }), t.store, services);
    await first.ready();
    const created = await first.inject({
      method: "POST",
      url: "/api/blog",
      headers: bearer(writer.token),
      payload: blogPayload({ publishAt }),
    });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().insertedId;
    await first.close();

    // Nothing of the schedule lived in the stopped instance: the next one finds it in the database.
    clock.now += 5 * MINUTE;
    const next = await buildApp(testConfig({ databaseUrl: url() }), t.store, services);
    try {
      await next.ready();
      await next.scheduledPosts.publishDue();
      const response = await next.inject({ url: `/api/allBlogs/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ createdAt: publishAt, status: "published" });
      expect(await fanouts(id)).toBe(1);
    } finally {
      await next.close();
    }
  });
});
