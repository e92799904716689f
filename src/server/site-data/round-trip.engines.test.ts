import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Comment, MyBlog } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp, testConfig } from "@test/server/harness";
import { connectFresh, postCreated, signIn, tempDir } from "@test/server/site-data";
import { bearer, signUpUser, TEST_PASSWORD, type TestUser } from "@test/server/users";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { insertComment } from "../comments/store";
import type { Store } from "../db/connect";
import { exportSite } from "./export";
import type { ExportFile } from "./format";
import { importSite, readExport } from "./import";

/** The source is always SQLite (where sites start); the target is each engine under test. */
/** The bar and footer an admin arranged (issue 58): a site setting, so it travels with the export. */
const MOVED_NAVIGATION = {
  bar: [
    { label: "About", url: "/about" },
    { label: "Home", url: "/" },
  ],
  footer: [{ label: "Mastodon", url: "https://social.example/@moved" }],
};

describe.each(engines)("export from SQLite, import into $name", ({ url }) => {
  let source: TestApp;
  let target: { app: App; store: Store };
  let dir: string;
  let writer: TestUser;
  let reader: TestUser;
  let blogIds: string[];
  let exported: ExportFile;

  beforeAll(async () => {
    dir = tempDir();
    source = await createTestApp(":memory:");
    writer = await signUpUser(source.app, { name: "Ada Mover" });
    reader = await signUpUser(source.app, { name: "Reader Who Moves" });
    blogIds = [
      await postBlog(source.app, writer.token, { title: "Packing up", tags: ["Moving Day", "Boxes"] }),
      await postBlog(source.app, writer.token, { title: "Settling in", category: "Technology" }),
    ];
    // Renamed: the post's first address must keep leading to it on the new site.
    const renamed = await source.app.inject({
      method: "PUT",
      url: `/api/blogs/${blogIds[1]}`,
      headers: bearer(writer.token),
      // In Spanish, as the first post's translation: both must move with the site.
      payload: {
        title: "Settled in",
        longDesc: "Home at last, and the boxes are gone.",
        language: "es",
        translationOf: blogIds[0],
      },
    });
    expect(renamed.statusCode).toBe(200);
    // A series listing the posts out of their written order: the order must survive the move.
    const series = (
      await postCreated(source.app, "/api/series", { title: "Moving House", description: "Boxes." }, writer)
    ).json<{ id: string }>();
    const ordered = await source.app.inject({
      method: "PUT",
      url: `/api/series/${series.id}`,
      headers: bearer(writer.token),
      payload: { posts: [blogIds[1], blogIds[0]] },
    });
    expect(ordered.statusCode).toBe(200);
    const first = await postCreated(
      source.app,
      "/api/comments",
      { blogId: blogIds[0], comment: "Safe travels!" },
      reader,
    );
    const firstId = first.json()._id;
    await postCreated(
      source.app,
      "/api/comments",
      { blogId: blogIds[0], comment: "And bring snacks.", parentId: firstId },
      reader,
    );
    // A deleted comment with a reply: the placeholder and its thread move as they are.
    const gone = await postCreated(source.app, "/api/comments", { blogId: blogIds[0], comment: "Which city?" }, reader);
    const goneId = gone.json()._id;
    await insertComment(
      source.store,
      blogIds[0] as string,
      "Lisbon, I hope.",
      { email: writer.email, name: "Ada Mover", image: null },
      undefined,
      0,
      goneId,
    );
    const deleted = await source.app.inject({
      method: "DELETE",
      url: `/api/comments/${goneId}`,
      headers: bearer(reader.token),
    });
    expect(deleted.statusCode).toBe(200);
    await postCreated(source.app, "/api/wishlist", { blogId: blogIds[1], userEmail: reader.email }, reader);
    await postCreated(source.app, "/api/newsletter", { email: "follower@example.com" });
    // Subscribed from a page in Japanese (migration 036): their mails must stay Japanese on the new site.
    await source.store.db
      .updateTable("newsletter_subscriber")
      .set({ language: "ja" })
      .where("email", "=", "follower@example.com")
      .execute();
    await postCreated(source.app, "/api/contact", { name: "Sam", email: "sam@example.com", message: "Hello" });
    // The reader follows Ada but wants no mails for it; Ada's first post reached the reader once.
    const followed = await source.app.inject({
      method: "POST",
      url: "/api/authors/ada_mover/follow",
      headers: bearer(reader.token),
    });
    expect(followed.statusCode).toBe(200);
    await source.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(reader.token),
      payload: { notifyFollowed: false },
    });
    // The reader moved here from elsewhere and has since moved on (set directly: no server to ask here).
    await source.store.db
      .updateTable("profile")
      .set({ moved_to: "https://next.example/users/reader", also_known_as: '["https://old.example/users/reader"]' })
      .where("user_id", "in", source.store.db.selectFrom("user").select("id").where("email", "=", reader.email))
      .execute();
    await source.store.db
      .insertInto("post_delivery")
      .values({ blog_id: blogIds[0] as string, email: reader.email, sent_at: "2026-01-02T03:04:05.678Z" })
      .execute();
    // A verified writer with a linked Google account: times and flags that each engine stores its own way.
    await sql`update "user" set "emailVerified" = 1 where "email" = ${writer.email}`.execute(source.store.db);
    const { id: writerId } = await source.store.db
      .selectFrom("user" as never)
      .select("id" as never)
      .where("email" as never, "=", writer.email as never)
      .executeTakeFirstOrThrow();
    const linkedAt = new Date("2026-01-02T03:04:05.678Z").toISOString();
    await sql`insert into "account" ("id", "accountId", "providerId", "userId", "accessToken", "accessTokenExpiresAt", "scope", "createdAt", "updatedAt")
      values ('google-link-1', 'google-subject-42', 'google', ${writerId}, 'access', ${linkedAt}, 'openid email', ${linkedAt}, ${linkedAt})`.execute(
      source.store.db,
    );

    // A writer's federation: their keys, a follower on another server, an account they blocked.
    const at = "2026-01-02T03:04:05.678Z";
    await source.store.db
      .insertInto("actor_key")
      .values({
        user_id: writerId,
        type: "rsa",
        public_jwk: '{"kty":"RSA"}',
        private_jwk: '{"kty":"RSA","d":"x"}',
        created_at: at,
      })
      .execute();
    await source.store.db
      .insertInto("remote_follower")
      .values({
        author_id: writerId,
        actor_id: "https://social.example/users/reader",
        inbox: "https://social.example/users/reader/inbox",
        shared_inbox: "https://social.example/inbox",
        created_at: at,
        handle: "@reader@social.example",
        name: "Reader",
        url: "https://social.example/@reader",
        icon: null,
      })
      .execute();
    await source.store.db
      .insertInto("federation_block")
      .values({ owner_id: writerId, target: "https://spam.example/users/pest", kind: "actor", created_at: at })
      .execute();
    await source.store.db
      .insertInto("post_reaction")
      .values({
        blog_id: blogIds[0] as string,
        actor_id: "https://social.example/users/reader",
        kind: "like",
        activity_id: "https://social.example/likes/1",
        created_at: at,
      })
      .execute();
    // Moderation (format 7): a report, its audit line and a site setting travel with the site.
    await source.store.db
      .insertInto("report")
      .values({
        id: "r".repeat(24),
        target_type: "blog",
        target_id: blogIds[0] as string,
        reporter_id: writerId,
        reason: "Spam",
        created_at: at,
      })
      .execute();
    await source.store.db
      .insertInto("audit_log")
      .values({
        id: "a".repeat(24),
        actor_id: null,
        action: "role.set",
        target_type: "user",
        target_id: writerId,
        target_label: writer.email,
        note: "admin",
        created_at: at,
      })
      .execute();
    await source.store.db
      .insertInto("site_setting")
      .values([
        { key: "title", value: JSON.stringify("The Moved Site"), updated_at: at },
        { key: "navigation", value: JSON.stringify(MOVED_NAVIGATION), updated_at: at },
      ])
      .execute();
    await source.store.db
      .insertInto("site_page")
      .values({
        id: "c".repeat(24),
        slug: "about",
        title: "About us",
        description: "Who we are",
        body: "We write **here**.",
        status: "published",
        author_id: writerId,
        created_at: at,
        updated_at: at,
        published_at: at,
      })
      .execute();
    await source.store.db
      .insertInto("site_revision")
      .values({
        id: "d".repeat(24),
        subject: `page:${"c".repeat(24)}`,
        seq: 1,
        content: JSON.stringify({ title: "About", description: "", body: "We write." }),
        saved_by: writerId,
        saved_at: at,
      })
      .execute();

    const file = path.join(dir, "site.json");
    await exportSite(source.store, file);
    exported = readExport(file);

    const config = testConfig({ databaseUrl: url() });
    const store = await connectFresh(config.databaseUrl);
    await importSite(config, store, exported);
    // Built after the import, on a secret of its own, as an operator's new site would be.
    const app = await buildApp(config, store);
    await app.ready();
    target = { app, store };
  });

  afterAll(async () => {
    await target?.app.close();
    await target?.store.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("exports every kind of row, one per line", () => {
    const counts = Object.fromEntries(Object.entries(exported.tables).map(([name, rows]) => [name, rows.length]));
    expect(counts).toEqual({
      user: 2,
      account: 3,
      profile: 2,
      handle_alias: 0,
      follow: 1,
      blog: 2,
      blog_slug_alias: 1,
      comment: 4,
      wishlist_item: 1,
      newsletter_subscriber: 1,
      contact_message: 1,
      post_delivery: 1,
      actor_key: 1,
      remote_follower: 1,
      federation_block: 1,
      post_reaction: 1,
      report: 1,
      audit_log: 1,
      site_setting: 2,
      tag: 2,
      blog_tag: 2,
      series: 1,
      series_post: 2,
      site_page: 1,
      site_revision: 1,
    });
    const text = readFileSync(path.join(dir, "site.json"), "utf8");
    expect(text.split("\n").length).toBeGreaterThan(11);
    expect(exported.tables.account.filter((row) => typeof row.password === "string")).toHaveLength(2);
  });

  it("keeps every readable address: a post's current slug and the one it had before its rename", async () => {
    const oldAddress = await target.app.inject({ url: `/api/authors/ada_mover/posts/settling-in` });
    expect(oldAddress.statusCode).toBe(200);
    expect(oldAddress.json()).toMatchObject({ _id: blogIds[1], url: "/@ada_mover/settled-in" });
  });

  it("keeps the navigation the admin arranged, as the site's settings answer it", async () => {
    const site = (await target.app.inject({ url: "/api/site" })).json();
    expect(site).toMatchObject({ title: "The Moved Site", navigation: MOVED_NAVIGATION });
  });

  it("keeps a post's language and its place among the translations", async () => {
    const post = await target.app.inject({ url: `/api/allBlogs/${blogIds[1]}` });
    expect(post.json()).toMatchObject({ language: "es", translationOf: blogIds[0] });
    const original = await target.app.inject({ url: `/api/allBlogs/${blogIds[0]}` });
    expect(original.json().translations).toMatchObject([{ _id: blogIds[1], language: "es" }]);
  });

  it("keeps the language each subscriber subscribed in", async () => {
    const subscriber = await target.store.db
      .selectFrom("newsletter_subscriber")
      .select("language")
      .where("email", "=", "follower@example.com")
      .executeTakeFirstOrThrow();
    expect(subscriber.language).toBe("ja");
  });

  it("keeps a post's tags, in their order, and their pages", async () => {
    const post = await target.app.inject({ url: `/api/allBlogs/${blogIds[0]}` });
    expect(post.json().tags).toEqual([
      { name: "Moving Day", slug: "moving-day" },
      { name: "Boxes", slug: "boxes" },
    ]);
    const tagged = await target.app.inject({ url: "/api/allBlogs?tag=moving-day" });
    expect(tagged.json().map((blog: { _id: string }) => blog._id)).toEqual([blogIds[0]]);
  });

  it("keeps a writer's series at its address, its posts in their order, and each post's part", async () => {
    const response = await target.app.inject({ url: "/api/authors/ada_mover/series/moving-house" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Moving House", description: "Boxes." });
    expect(response.json().posts.map((post: { _id: string }) => post._id)).toEqual([blogIds[1], blogIds[0]]);
    const post = await target.app.inject({ url: `/api/allBlogs/${blogIds[0]}` });
    expect(post.json().series).toMatchObject({ title: "Moving House", position: 2, count: 2 });
  });

  it("holds the same rows afterwards: ids, times, hashes, flags", async () => {
    const file = path.join(dir, `again-${target.store.engine}.json`);
    await exportSite(target.store, file);
    expect(readExport(file).tables).toEqual(exported.tables);
    const writerRow = exported.tables.user.find((row) => row.email === writer.email);
    expect(writerRow?.emailVerified).toBe(true);
  });

  it("stores better-auth's times and flags the way better-auth does on the target engine", async () => {
    const query = sql<Record<string, unknown>>`select * from "user" order by "id"`;
    const before = (await query.execute(source.store.db)).rows;
    const after = (await query.execute(target.store.db)).rows;
    if (target.store.engine === "sqlite") {
      expect(after).toEqual(before);
    } else {
      expect(after.map((row) => typeof row.emailVerified)).toEqual(["boolean", "boolean"]);
      expect(after.map((row) => (row.createdAt as Date).toISOString())).toEqual(before.map((row) => row.createdAt));
    }
  });

  it("serves the same blogs, comments and wishlist through the API", async () => {
    for (const id of blogIds) {
      const before = await source.app.inject({ url: `/api/allBlogs/${id}` });
      const after = await target.app.inject({ url: `/api/allBlogs/${id}` });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
    }
    const comments = await target.app.inject({ url: `/api/comments/${blogIds[0]}` });
    expect(comments.json()).toEqual((await source.app.inject({ url: `/api/comments/${blogIds[0]}` })).json());
  });

  it("keeps threads: replies under their parent, and a deleted parent as their placeholder", async () => {
    const threads = (await target.app.inject({ url: `/api/comments/${blogIds[0]}` })).json();
    const shown = threads.map((thread: Comment) => [
      thread.comment,
      thread.deleted ?? false,
      thread.replies?.map((reply) => reply.comment),
    ]);
    // Sorted: both were posted within a millisecond or two, so their order is not the point here.
    expect(shown.sort()).toEqual([
      ["", true, ["Lisbon, I hope."]],
      ["Safe travels!", false, ["And bring snacks."]],
    ]);
  });

  it("lets users sign in with their old passwords, get a token and post", async () => {
    const token = await signIn(target.app, writer.email, TEST_PASSWORD);
    const id = await postBlog(target.app, token, { title: "First post on the new site" });
    const blog = await target.app.inject({ url: `/api/allBlogs/${id}` });
    expect(blog.json()).toMatchObject({ email: writer.email, username: "Ada Mover" });

    const readerToken = await signIn(target.app, reader.email, TEST_PASSWORD);
    const wishlist = await target.app.inject({ url: `/api/wishlist/${reader.email}`, headers: bearer(readerToken) });
    expect(wishlist.statusCode).toBe(200);
    expect(wishlist.json()).toEqual([expect.objectContaining({ blogId: blogIds[1] })]);
  });

  it("keeps who follows whom, the follower-mail setting and what each post's mail reached", async () => {
    const author = await target.app.inject({ url: "/api/authors/ada_mover" });
    // The local follower and the one on another server, who is listed on the writer's page too.
    expect(author.json()).toMatchObject({
      followerCount: 2,
      fediverse: { followers: [{ handle: "@reader@social.example", url: "https://social.example/@reader" }] },
    });
    const readerToken = await signIn(target.app, reader.email, TEST_PASSWORD);
    const state = await target.app.inject({ url: "/api/authors/ada_mover/follow", headers: bearer(readerToken) });
    expect(state.json()).toMatchObject({ following: true });
    const me = await target.app.inject({ url: "/api/me", headers: bearer(readerToken) });
    expect(me.json()).toMatchObject({
      notifyFollowed: false,
      movedTo: "https://next.example/users/reader",
      alsoKnownAs: ["https://old.example/users/reader"],
    });
    const writerToken = await signIn(target.app, writer.email, TEST_PASSWORD);
    const mine = await target.app.inject({ url: "/api/myBlogs", headers: bearer(writerToken) });
    const sent = Object.fromEntries(mine.json<MyBlog[]>().map((blog) => [blog._id, blog.sentTo]));
    expect(sent).toMatchObject({ [blogIds[0] as string]: 1, [blogIds[1] as string]: 0 });
  });

  it("still refuses a wrong password", async () => {
    const response = await target.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: target.app.config.baseUrl },
      payload: { email: reader.email, password: "Not#the-password1" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("does not carry sessions over: old tokens stop working", async () => {
    const response = await target.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: bearer(writer.token),
      payload: { title: "x", image: "/images/a.svg", category: "Technology", shortDesc: "x", longDesc: "x" },
    });
    expect(response.statusCode).toBe(401);
  });
});
