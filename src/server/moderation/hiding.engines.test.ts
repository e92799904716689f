import { randomBytes } from "node:crypto";
import { moderationStateSchema } from "@shared/moderation-schemas";
import { blogSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A post a moderator hid, everywhere the public might meet it: the API, its page, the feed, the sitemap,
 * search, the fediverse (a Delete) and mail (none). The lists are covered by the draft mask's own tests.
 */
describe.each(engines)("a hidden post ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let moderator: TestUser;
  let member: TestUser;
  let writerId: string;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Hedda Hidden" });
    moderator = await signUpUser(t.app);
    member = await signUpUser(t.app);
    await setRole(t.store, writer.email, "member");
    await setRole(t.store, member.email, "member");
    await setRole(t.store, moderator.email, "moderator");
    writerId = (await t.app.inject({ url: "/api/me", headers: bearer(writer.token) })).json<{ id: string }>().id;
  });
  afterAll(async () => t?.close());

  const act = (path: string, user: TestUser = moderator) =>
    t.app.inject({ method: "POST", url: path, headers: bearer(user.token), payload: {} });
  const read = (id: string, user?: TestUser) =>
    t.app.inject({ url: `/api/allBlogs/${id}`, headers: user ? bearer(user.token) : {} });

  /** A published post with a word no other post has, hidden by the moderator. */
  async function hiddenPost() {
    const word = `zq${randomBytes(5).toString("hex")}`;
    const id = await postBlog(t.app, writer.token, { title: `Hidden ${word}`, longDesc: `All about ${word}.` });
    const readable = blogSchema.parse((await read(id)).json()).url;
    const hidden = await act(`/api/admin/blogs/${id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(moderationStateSchema.parse(hidden.json())).toEqual({
      id,
      targetType: "blog",
      hidden: true,
      held: false,
      changed: true,
    });
    return { id, word, readable };
  }

  it("is a 404 to the public and members, and shown with hidden: true to its writer and moderators", async () => {
    const { id } = await hiddenPost();
    expect((await read(id)).statusCode).toBe(404);
    expect((await read(id, member)).statusCode).toBe(404);
    for (const user of [writer, moderator]) {
      const seen = await read(id, user);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({ _id: id, hidden: true, draft: false });
      expect(seen.headers["cache-control"]).toBe("private, no-store");
    }
    // The writer's own list shows it too, marked.
    const mine = await t.app.inject({ url: "/api/myBlogs", headers: bearer(writer.token) });
    expect(mine.json()).toContainEqual(expect.objectContaining({ _id: id, hidden: true }));
  });

  it("stays hidden when its writer edits or republishes it, until a moderator unhides it", async () => {
    const { id } = await hiddenPost();
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Nothing to see", longDesc: "Changed words.", draft: false },
    });
    expect(edit.statusCode).toBe(200);
    expect((await read(id)).statusCode).toBe(404);
    const row = await t.store.db.selectFrom("blog").select("visibility").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.visibility)).toBe(2);

    // Members may not unhide; a moderator may, and the post is public again.
    expect((await act(`/api/admin/blogs/${id}/unhide`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/blogs/${id}/unhide` })).statusCode).toBe(401);
    const shown = await act(`/api/admin/blogs/${id}/unhide`);
    expect(shown.json()).toMatchObject({ hidden: false, changed: true });
    expect((await read(id)).statusCode).toBe(200);
    const audit = await t.store.db.selectFrom("audit_log").select("action").where("target_id", "=", id).execute();
    expect(audit.map((line) => line.action).sort()).toEqual(["blog.hide", "blog.unhide"]);
  });

  it("keeps a draft a draft when a moderator unhides it", async () => {
    const id = await postBlog(t.app, writer.token, { draft: true });
    expect((await act(`/api/admin/blogs/${id}/hide`)).statusCode).toBe(200);
    // A moderator reads hidden posts, never drafts.
    expect((await read(id, moderator)).statusCode).toBe(404);
    await act(`/api/admin/blogs/${id}/unhide`);
    const row = await t.store.db.selectFrom("blog").select("visibility").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.visibility)).toBe(1);
  });

  it("leaves its page, the feed, the sitemap and search", async () => {
    const { id, word, readable } = await hiddenPost();
    expect((await t.app.inject({ url: readable })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/viewDetails/${id}` })).statusCode).toBe(404);
    for (const path of ["/rss.xml", "/sitemap.xml", `/api/search?q=${word}`]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(id);
      expect(response.body).not.toContain(word);
    }
  });

  it("cancels its queued mail, sends a Delete to followers elsewhere, and mails no one when shown again", async () => {
    await t.store.db
      .insertInto("remote_follower")
      .values({
        author_id: writerId,
        actor_id: "https://remote.example/users/reader",
        inbox: "https://remote.example/users/reader/inbox",
        shared_inbox: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const { id } = await hiddenPost();
    const jobs = async () =>
      (await t.store.db.selectFrom("job").select(["kind", "payload", "status"]).orderBy("created_at").execute()).filter(
        (job) => job.payload.includes(id),
      );
    const afterHide = await jobs();
    const mail = (list: typeof afterHide) =>
      list.filter((job) => job.kind === "post-fanout" || job.kind === "post-mail");
    // The post's mail may have gone out before the hide (the queue runs); none is left waiting.
    expect(mail(afterHide).filter((job) => job.status === "queued")).toEqual([]);
    const federation = afterHide.filter((job) => job.kind === "federation-post").map((job) => JSON.parse(job.payload));
    expect(federation.map((job: { action: string }) => job.action)).toEqual(["create", "delete"]);

    await act(`/api/admin/blogs/${id}/unhide`);
    const afterUnhide = await jobs();
    // Shown again: announced to the fediverse again, mailed to no one again.
    expect(mail(afterUnhide)).toHaveLength(mail(afterHide).length);
    expect(
      afterUnhide.filter((job) => job.kind === "federation-post").map((job) => JSON.parse(job.payload).action),
    ).toEqual(["create", "delete", "create"]);
  });
});
