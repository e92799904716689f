import { randomBytes } from "node:crypto";
import { type Activity, Article, Create, Delete, Follow, Hashtag, Person, Tombstone, Update } from "@fedify/vocab";
import type { Me } from "@shared/profile";
import { blogPayload, postBlog } from "@test/server/blogs";
import { startFederatedApp } from "@test/server/federated-app";
import { engines, type TestApp } from "@test/server/harness";
import { type RemoteServer, startRemoteServer } from "@test/server/remote-actor";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const AS_JSON = "application/activity+json";

/**
 * A writer's posts reaching a follower on another server: Inkwell and a second Fedify server over
 * loopback HTTP, every activity signed and checked on arrival. The job queue is drained instead of
 * waited for: the post's job writes Fedify's delivery jobs, which the same drain runs.
 */
describe.each(engines)("posts going out to the fediverse ($name)", ({ url }) => {
  let t: TestApp;
  let remote: RemoteServer;
  let base: string;
  let user: TestUser;
  let writer: Me;

  beforeAll(async () => {
    t = await startFederatedApp(url());
    base = t.app.config.baseUrl;
    remote = await startRemoteServer();
    user = await signUpUser(t.app, { name: `Ada ${randomBytes(4).toString("hex")}` });
    writer = (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<Me>();
    const ctx = remote.context();
    const actor = await ctx.lookupObject(`${base}/ap/users/${writer.id}`);
    if (!(actor instanceof Person)) throw new Error("the writer is not a Person");
    const follow = new Follow({
      id: new URL(`${remote.base}/follows/${randomBytes(4).toString("hex")}`),
      actor: remote.actorUri,
      object: actor.id,
    });
    await ctx.sendActivity({ identifier: "reader" }, actor, follow);
    await settle();
    expect(remote.accepted).toHaveLength(1);
  });
  afterAll(async () => {
    await remote?.close();
    await t?.close();
  });

  /** Runs every job due: the post's own, then the deliveries (or fan-out) it wrote. */
  async function settle() {
    await t.app.jobs.drain();
    await t.app.jobs.drain();
  }

  /** What the remote inbox takes while `act` runs and the queue settles. */
  async function receivedDuring(act: () => Promise<unknown>): Promise<Activity[]> {
    const before = remote.received.length;
    await act();
    await settle();
    return remote.received.slice(before);
  }

  const articleId = (id: string) => `${base}/ap/posts/${id}`;
  const edit = (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers: bearer(user.token), payload: body });

  it("delivers a published post as a Create of its Article", async () => {
    let id = "";
    const got = await receivedDuring(async () => {
      id = await postBlog(t.app, user.token, {
        title: "Tide Tables",
        longDesc: "The **sea** came in at <script>alert(1)</script> noon. [Map](/maps/tide)",
        shortDesc: "Salt & <b>wind</b>",
        category: "Travel",
        image: "/demo/tide.jpg",
      });
    });
    expect(got).toHaveLength(1);
    const create = got[0];
    if (!(create instanceof Create)) throw new Error(`expected a Create, got ${create?.constructor.name}`);
    expect(create.actorId?.href).toBe(`${base}/ap/users/${writer.id}`);
    const article = await create.getObject();
    if (!(article instanceof Article)) throw new Error("the Create carries no Article");
    expect(article.id?.href).toBe(articleId(id));
    expect(article.name?.toString()).toBe("Tide Tables");
    const content = article.content?.toString() ?? "";
    expect(content).toContain("<strong>sea</strong>");
    expect(content).not.toContain("<script>");
    expect(content).toContain(`href="${base}/maps/tide"`);
    expect(article.summary?.toString()).toBe("<p>Salt &amp; &lt;b&gt;wind&lt;/b&gt;</p>");
    expect(article.url?.toString()).toBe(`${base}/@${writer.handle}/tide-tables`);
    expect(article.attributionId?.href).toBe(`${base}/ap/users/${writer.id}`);
    expect(article.published).not.toBeNull();
    expect(article.updated).toBeNull();
    expect(article.toIds.map(String)).toEqual(["https://www.w3.org/ns/activitystreams#Public"]);
    expect(article.ccIds.map(String)).toEqual([`${base}/ap/users/${writer.id}/followers`]);
    const image = await article.getImage();
    expect(image?.url?.toString()).toBe(`${base}/demo/tide.jpg`);
    const tags = [];
    for await (const tag of article.getTags()) tags.push(tag);
    expect(tags).toHaveLength(1);
    const tag = tags[0];
    if (!(tag instanceof Hashtag)) throw new Error("the category is not a Hashtag");
    expect(tag.name?.toString()).toBe("#Travel");
    expect(tag.href?.href).toBe(`${base}/Blogs?category=Travel`);
  });

  it("sends an Update when a published post is edited, and a Delete of its Tombstone when deleted", async () => {
    const id = await postBlog(t.app, user.token, { title: "First Light" });
    await settle();
    const updated = await receivedDuring(() => edit(id, { title: "First Light Again", longDesc: "Brighter now." }));
    expect(updated).toHaveLength(1);
    const update = updated[0];
    if (!(update instanceof Update)) throw new Error("expected an Update");
    const article = await update.getObject();
    if (!(article instanceof Article)) throw new Error("the Update carries no Article");
    expect(article.id?.href).toBe(articleId(id));
    expect(article.name?.toString()).toBe("First Light Again");
    expect(article.content?.toString()).toContain("Brighter now.");
    expect(article.updated).not.toBeNull();

    // Repeating what is stored changes nothing and tells no one.
    expect(await receivedDuring(() => edit(id, { title: "First Light Again", longDesc: "Brighter now." }))).toEqual([]);

    const deleted = await receivedDuring(() =>
      t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: bearer(user.token) }),
    );
    expect(deleted).toHaveLength(1);
    const del = deleted[0];
    if (!(del instanceof Delete)) throw new Error("expected a Delete");
    expect(del.actorId?.href).toBe(`${base}/ap/users/${writer.id}`);
    const tombstone = await del.getObject();
    expect(tombstone).toBeInstanceOf(Tombstone);
    expect(tombstone?.id?.href).toBe(articleId(id));
  });

  it("never delivers a draft; publishing it sends a Create, unpublishing a Delete", async () => {
    let id = "";
    expect(
      await receivedDuring(async () => {
        id = await postBlog(t.app, user.token, { title: "Half Written", draft: true });
      }),
    ).toEqual([]);
    expect(await receivedDuring(() => edit(id, { title: "Half Written", longDesc: "More of it." }))).toEqual([]);

    const published = await receivedDuring(() =>
      edit(id, { title: "Half Written", longDesc: "All of it.", draft: false }),
    );
    expect(published.map((activity) => activity.constructor.name)).toEqual(["Create"]);
    expect(published[0]?.objectId?.href).toBe(articleId(id));

    const withdrawn = await receivedDuring(() =>
      edit(id, { title: "Half Written", longDesc: "All of it.", draft: true }),
    );
    expect(withdrawn).toHaveLength(1);
    const del = withdrawn[0];
    if (!(del instanceof Delete)) throw new Error("expected a Delete");
    expect((await del.getObject())?.id?.href).toBe(articleId(id));

    // Deleting the draft it now is tells no one: the fediverse already heard it went.
    expect(
      await receivedDuring(() =>
        t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: bearer(user.token) }),
      ),
    ).toEqual([]);
  });

  it("sends nothing for a Create whose post is a draft again by the time its job runs", async () => {
    const id = await postBlog(t.app, user.token, { title: "Second Thoughts", draft: true });
    // As if published and unpublished again before the worker took the Create.
    const got = await receivedDuring(() =>
      t.app.jobs.enqueue(t.store.db, {
        kind: "federation-post",
        payload: { blogId: id, authorId: writer.id, action: "create", at: new Date().toISOString() },
      }),
    );
    expect(got).toEqual([]);
    const jobs = await t.store.db
      .selectFrom("job")
      .select(["payload", "status"])
      .where("kind", "=", "federation-post")
      .execute();
    expect(jobs.filter((job) => job.payload.includes(id)).map((job) => job.status)).toEqual(["done"]);
  });

  it("queues nothing for a writer no one follows from elsewhere", async () => {
    const other = await signUpUser(t.app, { name: `Lin ${randomBytes(4).toString("hex")}` });
    const id = await postBlog(t.app, other.token, { title: "Quiet Post" });
    const jobs = await t.store.db.selectFrom("job").select("payload").where("kind", "=", "federation-post").execute();
    expect(jobs.some((job) => job.payload.includes(id))).toBe(false);
  });

  it("answers the Article at its id, and at the post's pages to ActivityPub clients only", async () => {
    const id = await postBlog(t.app, user.token, { title: "Open Water" });
    await settle();
    const byId = await fetch(articleId(id), { headers: { accept: AS_JSON } });
    expect(byId.status).toBe(200);
    const json = (await byId.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ type: "Article", id: articleId(id), name: "Open Water" });

    for (const path of [`/@${writer.handle}/open-water`, `/viewDetails/${id}`]) {
      const asJson = await fetch(`${base}${path}`, { headers: { accept: AS_JSON } });
      expect(asJson.status, path).toBe(200);
      expect(asJson.headers.get("vary") ?? "", path).toMatch(/accept/iu);
      expect(await asJson.json(), path).toEqual(json);

      const page = await fetch(`${base}${path}`, { headers: { accept: "text/html" } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("content-type"), path).toMatch(/^text\/html/u);
      expect(page.headers.get("vary") ?? "", path).toMatch(/accept/iu);
    }
  });

  it("answers a draft or missing post's Article with 404, and its pages as pages", async () => {
    const draft = await postBlog(t.app, user.token, { title: "Not Yet", draft: true });
    for (const id of [draft, "0123456789abcdef01234567"]) {
      const byId = await fetch(articleId(id), { headers: { accept: AS_JSON } });
      expect(byId.status, id).toBe(404);
      const page = await fetch(`${base}/viewDetails/${id}`, { headers: { accept: AS_JSON } });
      expect(page.headers.get("content-type"), id).toMatch(/^text\/html/u);
    }
  });

  it("lists the writer's published posts in their outbox, newest first, as Creates", async () => {
    const count = await t.store.db
      .selectFrom("blog")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("author_email", "=", user.email.toLowerCase())
      .where("visibility", "=", 0)
      .executeTakeFirstOrThrow();
    const newest = await postBlog(t.app, user.token, { ...blogPayload(), title: "Newest of All" });
    const outbox = await fetch(`${base}/ap/users/${writer.id}/outbox`, { headers: { accept: AS_JSON } });
    expect(outbox.status).toBe(200);
    const collection = (await outbox.json()) as { type: string; totalItems: number; first: string };
    expect(collection.type).toBe("OrderedCollection");
    expect(collection.totalItems).toBe(Number(count.n) + 1);
    const first = await fetch(collection.first, { headers: { accept: AS_JSON } });
    const page = (await first.json()) as {
      type: string;
      orderedItems: Array<{ type: string; object: { id: string } }>;
    };
    expect(page.type).toBe("OrderedCollectionPage");
    expect(page.orderedItems).toHaveLength(collection.totalItems);
    expect(page.orderedItems[0]).toMatchObject({ type: "Create", object: { id: articleId(newest) } });
  });
});
