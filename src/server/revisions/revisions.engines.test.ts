import { MESSAGES } from "@shared/messages";
import { REVISION_MESSAGES, REVISIONS_KEPT, revisionSchema, revisionSummarySchema } from "@shared/revision-schemas";
import { blogSchema } from "@shared/schemas";
import { blogPayload, postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)("revisions: kept, listed, read and restored ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let member: TestUser;
  let moderator: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Rhea Writer" });
    member = await signUpUser(t.app, { name: "Milo Member" });
    moderator = await signUpUser(t.app, { name: "Mona Moderator" });
    await setRole(t.store, writer.email, "member");
    await setRole(t.store, member.email, "member");
    await setRole(t.store, moderator.email, "moderator");
  });
  afterAll(async () => t?.close());

  const put = (id: string, payload: Record<string, unknown>, token = writer.token) =>
    t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers: bearer(token), payload });
  const edit = async (id: string, payload: Record<string, unknown>) => {
    stepClock();
    const response = await put(id, { title: "Notes From the Road", longDesc: blogPayload().longDesc, ...payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ modifiedCount: number }>().modifiedCount;
  };
  const list = (id: string, token: string | null = writer.token) =>
    t.app.inject({ url: `/api/blogs/${id}/revisions`, headers: token ? bearer(token) : {} });
  const revisions = async (id: string) => {
    const response = await list(id);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(revisionSummarySchema).parse(response.json());
  };
  const one = (id: string, rev: string, token = writer.token) =>
    t.app.inject({ url: `/api/blogs/${id}/revisions/${rev}`, headers: bearer(token) });
  const restore = (id: string, rev: string, token: string | null = writer.token) =>
    t.app.inject({
      method: "POST",
      url: `/api/blogs/${id}/revisions/${rev}/restore`,
      headers: token ? bearer(token) : {},
    });
  const current = async (id: string) => {
    const response = await t.app.inject({ url: `/api/allBlogs/${id}`, headers: bearer(writer.token) });
    return blogSchema.parse(response.json());
  };

  it("keeps the version a save replaces, when the title, short description or body changes", async () => {
    const id = await postBlog(t.app, writer.token, { longDesc: "one two three" });
    const first = await current(id);
    expect(await revisions(id)).toEqual([]);

    expect(await edit(id, { longDesc: "one two three four" })).toBe(1);
    const kept = await revisions(id);
    expect(kept).toEqual([{ id: expect.any(String), at: first.updatedAt, title: "Notes From the Road", wordCount: 3 }]);

    expect(await edit(id, { longDesc: "one two three four", title: "A New Title" })).toBe(1);
    expect(await edit(id, { title: "A New Title", longDesc: "one two three four", shortDesc: "Shorter." })).toBe(1);
    const all = await revisions(id);
    expect(all.map((revision) => revision.title)).toEqual([
      "A New Title",
      "Notes From the Road",
      "Notes From the Road",
    ]);
    expect(all.map((revision) => revision.wordCount)).toEqual([4, 4, 3]);
  });

  it("keeps nothing for a save that changes nothing, or only the image, category or state", async () => {
    const id = await postBlog(t.app, writer.token);
    expect(await edit(id, {})).toBe(0);
    expect(await edit(id, { image: "https://images.example.com/other.jpg", category: "Health" })).toBe(1);
    expect(await edit(id, { draft: true })).toBe(1);
    expect(await edit(id, { draft: false })).toBe(1);
    expect(await revisions(id)).toEqual([]);
  });

  it(`keeps the newest ${REVISIONS_KEPT} versions, newest first, and drops the oldest`, async () => {
    const id = await postBlog(t.app, writer.token, { title: "Version 0" });
    for (let n = 1; n <= REVISIONS_KEPT + 2; n++) {
      expect(await edit(id, { title: `Version ${n}` })).toBe(1);
    }
    const kept = await revisions(id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]?.title).toBe(`Version ${REVISIONS_KEPT + 1}`);
    expect(kept.at(-1)?.title).toBe("Version 2");
    const times = kept.map((revision) => revision.at);
    expect(times).toEqual([...times].sort().reverse());
    const stored = await t.store.db
      .selectFrom("blog_revision")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("blog_id", "=", id)
      .executeTakeFirst();
    expect(Number(stored?.n)).toBe(REVISIONS_KEPT);
  });

  it("answers one version whole, with the blog API's names", async () => {
    const id = await postBlog(t.app, writer.token, {
      title: "First",
      shortDesc: "First short.",
      longDesc: "First **body** here",
      category: "Health",
    });
    const before = await current(id);
    await edit(id, { title: "Second", longDesc: "Second body" });
    const [summary] = await revisions(id);
    const response = await one(id, summary?.id ?? "");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(revisionSchema.strict().parse(response.json())).toEqual({
      id: summary?.id,
      at: before.updatedAt,
      title: "First",
      shortDesc: "First short.",
      longDesc: "First **body** here",
      category: "Health",
      wordCount: 3,
    });
  });

  it("answers 404 with a message for an unknown version, or one of another post", async () => {
    const id = await postBlog(t.app, writer.token);
    const other = await postBlog(t.app, writer.token);
    await edit(other, { title: "Changed" });
    const [theirs] = await revisions(other);
    for (const rev of [UNKNOWN_ID, theirs?.id ?? ""]) {
      const response = await one(id, rev);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: REVISION_MESSAGES.notFound });
      expect((await restore(id, rev)).statusCode).toBe(404);
    }
    expect((await list(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await one(id, "not-an-id")).statusCode).toBe(400);
  });

  it("restores a version through the update path, keeping the text it replaces", async () => {
    const id = await postBlog(t.app, writer.token, {
      title: "Original",
      longDesc: "the first words",
      category: "Travel",
    });
    await edit(id, { title: "Rewritten", longDesc: "different words entirely now", category: "Health" });
    const [original] = await revisions(id);
    stepClock();
    const response = await restore(id, original?.id ?? "");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });

    const now = await current(id);
    expect(now).toMatchObject({ title: "Original", longDesc: "the first words", category: "Travel", wordCount: 3 });
    const after = await revisions(id);
    expect(after.map((revision) => revision.title)).toEqual(["Rewritten", "Original"]);
    expect(after[0]?.wordCount).toBe(4);

    // Restoring what is current already writes nothing and keeps nothing.
    const again = await restore(id, original?.id ?? "");
    expect(again.json()).toMatchObject({ modifiedCount: 0 });
    expect(await revisions(id)).toHaveLength(2);
  });

  it("shows the history to its writer and moderators only: 403 for others on a public post", async () => {
    const id = await postBlog(t.app, writer.token);
    await edit(id, { title: "Changed once" });
    const [kept] = await revisions(id);
    const rev = kept?.id ?? "";

    expect((await list(id, moderator.token)).statusCode).toBe(200);
    expect((await one(id, rev, moderator.token)).statusCode).toBe(200);

    for (const response of [await list(id, member.token), await one(id, rev, member.token)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: REVISION_MESSAGES.writerOnly });
    }
    // Restoring is the writer's alone, moderators included.
    for (const token of [member.token, moderator.token]) {
      const response = await restore(id, rev, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: REVISION_MESSAGES.restoreWriterOnly });
    }
    expect((await current(id)).title).toBe("Changed once");
  });

  it("is a 404 to others when the post is not public, and moderators see a hidden post's, not a draft's", async () => {
    const draft = await postBlog(t.app, writer.token, { draft: true });
    await edit(draft, { title: "Draft retitled", draft: true });
    const [kept] = await revisions(draft);
    for (const token of [member.token, moderator.token]) {
      const response = await list(draft, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.blogNotFound });
      expect((await one(draft, kept?.id ?? "", token)).statusCode).toBe(404);
      expect((await restore(draft, kept?.id ?? "", token)).statusCode).toBe(404);
    }

    const hidden = await postBlog(t.app, writer.token);
    await edit(hidden, { title: "Before the hide" });
    const hide = await t.app.inject({
      method: "POST",
      url: `/api/admin/blogs/${hidden}/hide`,
      headers: bearer(moderator.token),
      payload: {},
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await list(hidden, member.token)).statusCode).toBe(404);
    expect((await list(hidden, moderator.token)).statusCode).toBe(200);
    expect((await list(hidden)).statusCode).toBe(200);
  });

  it("answers 401 signed out, before looking at the path", async () => {
    const id = await postBlog(t.app, writer.token);
    expect((await list(id, null)).statusCode).toBe(401);
    expect((await restore(id, UNKNOWN_ID, null)).statusCode).toBe(401);
    const garbage = await t.app.inject({ url: `/api/blogs/${id}/revisions/not-an-id` });
    expect(garbage.statusCode).toBe(401);
    // A member asking about someone's public post with a malformed version id is refused, not corrected.
    expect((await one(id, "not-an-id", member.token)).statusCode).toBe(403);
  });

  it("takes a post's history with it when the post is deleted", async () => {
    const id = await postBlog(t.app, writer.token);
    await edit(id, { title: "Changed" });
    const response = await t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: bearer(writer.token) });
    expect(response.statusCode).toBe(200);
    const left = await t.store.db.selectFrom("blog_revision").select("id").where("blog_id", "=", id).execute();
    expect(left).toEqual([]);
  });
});
