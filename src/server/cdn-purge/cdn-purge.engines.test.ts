import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CDN_PURGE_JOB, drainCachePurges, PURGE_DELAY_MS } from "./drain";
import { TAGS_PER_REQUEST } from "./send";

const TOKEN = "cdn-purge-token";
/** Past the queue's first retry delay (30 s at most), not so far that the writers' tokens expire. */
const FIRST_RETRY_MS = 31_000;
/** Ticks and polls that never come during a test: the test drains by hand. */
const NEVER_MS = 3_600_000;

type Received = { method: string; path: string; authorization: string | undefined; type: string; tags: string[] };

/** Stands for the CDN's purge API: records each request and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        type: request.headers["content-type"] ?? "",
        tags: (JSON.parse(body) as { tags: string[] }).tags,
      });
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ success: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge?zone=test`,
    received,
    answer: (code: number) => {
      status = code;
    },
    reset: () => {
      received.length = 0;
      status = 200;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe.each(engines)("purging a CDN by cache tag ($name)", ({ url }) => {
  let t: TestApp;
  let receiver: Receiver;
  let writer: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  // The app's clock: the purge job comes due PURGE_DELAY_MS after its drain, and retries later still.
  const clock = { now: Date.now() };

  /** What the triggers wrote, each tag once. */
  const waiting = async () =>
    [...new Set((await t.store.db.selectFrom("cache_purge").select("tag").execute()).map((row) => row.tag))].sort();
  /** Drains, lets the purge come due and runs the jobs: what a tick and the worker do a second apart. */
  const settle = async (app = t.app) => {
    const drained = await app.cdnPurge.drain();
    clock.now += PURGE_DELAY_MS;
    await app.jobs.drain();
    return drained;
  };
  const sent = () => receiver.received.flatMap((request) => request.tags).sort();
  const purgeJobs = () =>
    t.store.db
      .selectFrom("job")
      .select(["status", "attempts", "last_error", "payload"])
      .where("kind", "=", CDN_PURGE_JOB)
      .execute();
  const handleOf = async (user: TestUser) =>
    (
      await t.store.db
        .selectFrom("profile")
        .innerJoin("user", "user.id", "profile.user_id")
        .select("handle")
        .where("user.email", "=", user.email)
        .executeTakeFirstOrThrow()
    ).handle;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp(
      url(),
      { cdnPurge: { url: receiver.url, token: TOKEN }, jobPollIntervalMs: NEVER_MS },
      undefined,
      { now: () => clock.now },
    );
    // Let the drain the app starts once ready end, so each settle() after a write is a drain of its own.
    await t.app.cdnPurge.drain();
    writer = await signUpUser(t.app, { name: "Purge Writer" });
    reader = await signUpUser(t.app, { name: "Purge Reader" });
    admin = await signUpUser(t.app, { name: "Purge Admin" });
    await setRole(t.store, admin.email, "admin");
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await settle();
    await t.store.db.deleteFrom("job").where("kind", "=", CDN_PURGE_JOB).execute();
    receiver.reset();
  });

  it("purges a published post's page and the lists, with the bearer token, once the post is visible everywhere", async () => {
    const id = await postBlog(t.app, writer.token);
    expect(await waiting()).toEqual([`post-${id}`, "posts"]);

    expect(await t.app.cdnPurge.drain()).toEqual({ rows: expect.any(Number), jobs: 1 });
    expect(await waiting()).toEqual([]);
    // Not before every instance reads the write afresh.
    await t.app.jobs.drain();
    expect(receiver.received).toEqual([]);

    clock.now += PURGE_DELAY_MS;
    await t.app.jobs.drain();
    expect(receiver.received).toEqual([
      {
        method: "POST",
        path: "/purge?zone=test",
        authorization: `Bearer ${TOKEN}`,
        type: "application/json",
        tags: [`post-${id}`, "posts"],
      },
    ]);
    expect(await purgeJobs()).toEqual([expect.objectContaining({ status: "done", attempts: 1 })]);
  });

  it("purges a post's page when it is commented on, edited or deleted", async () => {
    const id = await postBlog(t.app, writer.token);
    await settle();
    receiver.reset();

    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(reader.token),
      payload: { blogId: id, comment: "Lovely road." },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(await waiting()).toEqual([`post-${id}`, "posts"]);
    await settle();
    expect(sent()).toEqual([`post-${id}`, "posts"]);

    receiver.reset();
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Notes From the Coast", longDesc: "We drove south instead.", tags: ["coast"] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The post itself and its tag (blog_tag): the post and the lists, nothing site-wide.
    expect(await waiting()).toEqual([`post-${id}`, "posts"]);
    await settle();
    expect(sent()).toEqual([`post-${id}`, "posts"]);

    receiver.reset();
    const removed = await t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: bearer(writer.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await waiting()).toEqual([`post-${id}`, "posts"]);
    await settle();
    expect(sent()).toEqual([`post-${id}`, "posts"]);
  });

  it("purges every page, by `site` alone, when the site's settings change", async () => {
    const id = await postBlog(t.app, writer.token);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { title: "Purged Weekly", description: "A site behind a CDN." },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await waiting()).toEqual([`post-${id}`, "posts", "site"]);
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect(sent()).toEqual(["site"]);
  });

  it("writes `site` for a profile or a follow, and nothing for a no-op or a counted view", async () => {
    const profile = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { bio: "Roads and the sea." },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(await waiting()).toEqual(["site"]);
    await settle();

    const follow = await t.app.inject({
      method: "POST",
      url: `/api/authors/${await handleOf(writer)}/follow`,
      headers: bearer(reader.token),
    });
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    expect(await waiting()).toEqual(["site"]);
    await settle();

    // A statement that changes no row (an Update from a fediverse account that follows no one here)
    // purges nothing: `site` would empty the whole CDN.
    await t.store.db
      .updateTable("remote_follower")
      .set({ name: "Nobody" })
      .where("actor_id", "=", "https://elsewhere.example/users/nobody")
      .execute();
    expect(await waiting()).toEqual([]);

    // Views are counted all day long and change no kept page: they must never purge.
    const hit = await t.app.inject({ method: "POST", url: "/api/stats/hit", payload: { path: "/" } });
    expect(hit.statusCode, hit.body).toBe(202);
    await t.app.stats.flush();
    expect(await waiting()).toEqual([]);
  });

  it("purges the other posts of a series, whose pages show it as a neighbour", async () => {
    const [first, second, third] = [
      await postBlog(t.app, writer.token, { title: "Day one" }),
      await postBlog(t.app, writer.token, { title: "Day two" }),
      await postBlog(t.app, writer.token, { title: "Day three" }),
    ];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/series",
      headers: bearer(writer.token),
      payload: { title: "Three Days" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = created.json<{ id: string }>().id;
    await settle();

    const joined = await t.app.inject({
      method: "PUT",
      url: `/api/series/${seriesId}`,
      headers: bearer(writer.token),
      payload: { posts: [first, second, third] },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await waiting()).toEqual([`post-${first}`, `post-${second}`, `post-${third}`, "posts"].sort());
    await settle();

    // A title shows on its neighbours' pages.
    const retitled = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${second}`,
      headers: bearer(writer.token),
      payload: { title: "Day two, rained", longDesc: "It rained all day." },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await waiting()).toEqual([`post-${first}`, `post-${second}`, `post-${third}`, "posts"].sort());
    await settle();

    // A post deleted leaves the others with new neighbours and a new count.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/blogs/${third}`,
      headers: bearer(writer.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await waiting()).toEqual([`post-${first}`, `post-${second}`, `post-${third}`, "posts"].sort());
    await settle();

    // The series' title shows on every post in it (written here as an operator's SQL would: the trigger alone).
    await t.store.db.updateTable("series").set({ title: "Two Days" }).where("id", "=", seriesId).execute();
    expect(await waiting()).toEqual([`post-${first}`, `post-${second}`, "posts"].sort());
  });

  it("retries after a 5xx and gives up on a 403, saying what the endpoint answered", async () => {
    receiver.answer(500);
    const id = await postBlog(t.app, writer.token);
    await settle();
    expect(receiver.received).toHaveLength(1);
    expect(await purgeJobs()).toEqual([
      expect.objectContaining({ status: "queued", attempts: 1, last_error: expect.stringContaining("answered 500") }),
    ]);

    receiver.answer(200);
    clock.now += FIRST_RETRY_MS;
    await t.app.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.tags).toEqual([`post-${id}`, "posts"]);
    expect(await purgeJobs()).toEqual([expect.objectContaining({ status: "done", attempts: 2 })]);

    await t.store.db.deleteFrom("job").where("kind", "=", CDN_PURGE_JOB).execute();
    receiver.reset();
    receiver.answer(403);
    await postBlog(t.app, writer.token);
    await settle();
    clock.now += FIRST_RETRY_MS;
    await t.app.jobs.drain();
    expect(receiver.received).toHaveLength(1);
    expect(await purgeJobs()).toEqual([
      expect.objectContaining({ status: "failed", attempts: 1, last_error: expect.stringContaining("with 403") }),
    ]);
  });

  it(`sends at most ${TAGS_PER_REQUEST} tags a request`, async () => {
    const tags = Array.from({ length: 2 * TAGS_PER_REQUEST + 5 }, (_, i) => `post-${String(i).padStart(3, "0")}`);
    await t.store.db
      .insertInto("cache_purge")
      .values([...tags, ...tags].map((tag) => ({ tag })))
      .execute();
    await settle();
    expect(receiver.received.map((request) => request.tags.length)).toEqual([TAGS_PER_REQUEST, TAGS_PER_REQUEST, 5]);
    expect(sent()).toEqual(tags);
  });

  it("never queues a row twice when two drains run at once", async () => {
    const tags = Array.from({ length: 1000 }, (_, i) => `post-${i}`);
    await t.store.db
      .insertInto("cache_purge")
      .values(tags.map((tag) => ({ tag })))
      .execute();
    const drain = () =>
      drainCachePurges({ store: t.store, jobs: t.app.jobs, purging: true, now: () => clock.now, batch: 100 });
    const [one, two] = await Promise.all([drain(), drain()]);
    expect((one?.rows ?? 0) + (two?.rows ?? 0)).toBe(tags.length);
    const queued = (await purgeJobs()).flatMap((job) => (JSON.parse(job.payload) as { tags: string[] }).tags);
    expect(queued.sort()).toEqual([...tags].sort());
  });

  it("deletes the rows and sends nothing when no CDN is set", async () => {
    const bare = await createTestApp(url(), { jobPollIntervalMs: NEVER_MS }, undefined, { now: () => clock.now });
    try {
      const author = await signUpUser(bare.app);
      await postBlog(bare.app, author.token);
      const rows = await bare.store.db.selectFrom("cache_purge").select("tag").execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(await settle(bare.app)).toEqual({ rows: rows.length, jobs: 0 });
      expect(await bare.store.db.selectFrom("cache_purge").select("tag").execute()).toEqual([]);
      expect(await bare.store.db.selectFrom("job").select("id").where("kind", "=", CDN_PURGE_JOB).execute()).toEqual(
        [],
      );
      expect(receiver.received).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it("reaches no private address under production's egress rule, and fails for good saying why", async () => {
    const guarded = await createTestApp(
      url(),
      {
        cdnPurge: { url: receiver.url, token: TOKEN },
        jobPollIntervalMs: NEVER_MS,
        egress: { refusePrivate: true, allow: { hosts: [], ranges: [] } },
      },
      undefined,
      { now: () => clock.now },
    );
    try {
      // The drain the app starts once ready may still be running, and a drain asked for meanwhile answers
      // with that one, which may not see a row written after it began: let it end before writing.
      await guarded.app.cdnPurge.drain();
      await guarded.store.db.insertInto("cache_purge").values({ tag: "site" }).execute();
      await settle(guarded.app);
      const jobs = await guarded.store.db
        .selectFrom("job")
        .select(["status", "last_error"])
        .where("kind", "=", CDN_PURGE_JOB)
        .execute();
      expect(jobs).toEqual([{ status: "failed", last_error: expect.stringContaining("OUTBOUND_ALLOW") }]);
      expect(receiver.received).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});
