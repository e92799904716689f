import {
  COMMENTS_PER_MINUTE,
  countLinks,
  HELD_REPORT_REASON,
  MODERATION_MESSAGES,
  moderationStateSchema,
  NEW_ACCOUNT_COMMENTS_PER_MINUTE,
} from "@shared/moderation-schemas";
import { type Comment, commentSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { ageAccount, setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

describe("countLinks", () => {
  it("counts bare addresses, www. and Markdown links once each", () => {
    expect(countLinks("no links here")).toBe(0);
    expect(countLinks("see https://a.example and http://b.example/x")).toBe(2);
    expect(countLinks("www.c.example, https://www.d.example")).toBe(2);
    expect(countLinks("[one](https://e.example) [two](/relative) [three](f.example)")).toBe(3);
  });
});

const LINKY = "Great post! https://a.example/x www.b.example [deal](https://c.example)";

describe.each(engines)("comment spam rules ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let moderator: TestUser;
  let blogId: string;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wanda Writer" });
    moderator = await signUpUser(t.app);
    await setRole(t.store, writer.email, "member");
    await setRole(t.store, moderator.email, "moderator");
    blogId = await postBlog(t.app, writer.token);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock += 61_000;
  });

  const post = (user: TestUser, text: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text },
    });
  const list = async (user?: TestUser) => {
    const response = await t.app.inject({ url: `/api/comments/${blogId}`, headers: user ? bearer(user.token) : {} });
    expect(response.statusCode).toBe(200);
    return { comments: commentSchema.array().parse(response.json()), response };
  };

  it(`lets a new account post ${NEW_ACCOUNT_COMMENTS_PER_MINUTE} comments a minute, then answers 429 with Retry-After`, async () => {
    const fresh = await signUpUser(t.app);
    for (let i = 0; i < NEW_ACCOUNT_COMMENTS_PER_MINUTE; i++)
      expect((await post(fresh, `Hello ${i}`)).statusCode).toBe(201);
    const flood = await post(fresh, "One too many");
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe(MODERATION_MESSAGES.commentFlood);
    const retry = Number(flood.headers["retry-after"]);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await list()).comments.some((c) => c.comment === "One too many")).toBe(false);
    // Another account is not held back by this one, and a minute later this one may comment again.
    expect((await post(await signUpUser(t.app), "Me too")).statusCode).toBe(201);
    clock += 61_000;
    expect((await post(fresh, "After a minute")).statusCode).toBe(201);
  });

  it("says the 429 in the reader's language, with SPEC's English beside it (decision 0146)", async () => {
    const fresh = await signUpUser(t.app);
    for (let i = 0; i < NEW_ACCOUNT_COMMENTS_PER_MINUTE; i++) await post(fresh, `Hola ${i}`);
    const flood = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: { ...bearer(fresh.token), "accept-language": "es" },
      payload: { blogId, comment: "Uno de más" },
    });
    expect(flood.statusCode).toBe(429);
    expect(flood.headers["content-language"]).toBe("es");
    expect(flood.headers["retry-after"]).toBeDefined();
    expect(flood.json()).toEqual({
      message: "Está comentando demasiado rápido. Espere un minuto e inténtelo de nuevo.",
      english: MODERATION_MESSAGES.commentFlood,
      code: "RATE_LIMITED",
    });
  });

  it(`lets an older account post ${COMMENTS_PER_MINUTE} a minute`, async () => {
    const regular = await signUpUser(t.app);
    await ageAccount(t.store, regular.email);
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) expect((await post(regular, `Note ${i}`)).statusCode).toBe(201);
    expect((await post(regular, "Eleventh")).statusCode).toBe(429);
  });

  it("holds a link-heavy comment from a new account: queued, hidden from the public, shown to its writer and moderators", async () => {
    const fresh = await signUpUser(t.app, { name: "Link Larry" });
    const response = await post(fresh, LINKY);
    expect(response.statusCode).toBe(201);
    const held: Comment = commentSchema.parse(response.json());
    expect(held).toMatchObject({ comment: LINKY, held: true, notice: MODERATION_MESSAGES.commentHeld });

    const anonymous = await list();
    expect(anonymous.comments.some((c) => c._id === held._id)).toBe(false);
    const publicTotal = Number(anonymous.response.headers["x-total-count"]);
    for (const viewer of [writer, moderator, fresh]) {
      const { comments, response: seen } = await list(viewer);
      expect(comments).toContainEqual(expect.objectContaining({ _id: held._id, held: true }));
      expect(Number(seen.headers["x-total-count"])).toBe(publicTotal + 1);
      expect(seen.headers["cache-control"]).toBe("private, no-store");
    }
    // Another signed-in reader sees what the public does.
    const bystander = await signUpUser(t.app);
    expect((await list(bystander)).comments.some((c) => c._id === held._id)).toBe(false);

    const reports = await t.store.db.selectFrom("report").selectAll().where("target_id", "=", held._id).execute();
    expect(reports).toEqual([
      expect.objectContaining({
        reporter_id: null,
        reason: HELD_REPORT_REASON,
        status: "open",
        target_type: "comment",
      }),
    ]);
    const queue = await t.app.inject({ url: "/api/admin/reports", headers: bearer(moderator.token) });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ targetId: held._id, reporter: null, target: expect.objectContaining({ held: true }) }),
    );

    // A bystander may not let it through; the post's writer may.
    const approveAs = (user: TestUser) =>
      t.app.inject({ method: "POST", url: `/api/admin/comments/${held._id}/approve`, headers: bearer(user.token) });
    expect((await approveAs(bystander)).statusCode).toBe(403);
    const approved = await approveAs(writer);
    expect(approved.statusCode).toBe(200);
    expect(moderationStateSchema.parse(approved.json())).toMatchObject({ held: false, hidden: false, changed: true });
    const approvedComment = (await list()).comments.find((c) => c._id === held._id);
    expect(approvedComment).toBeDefined();
    expect(approvedComment).not.toHaveProperty("held");
    const closed = await t.store.db.selectFrom("report").selectAll().where("target_id", "=", held._id).execute();
    expect(closed).toEqual([expect.objectContaining({ status: "resolved", resolution: "approve" })]);
    const audit = await t.store.db.selectFrom("audit_log").selectAll().where("target_id", "=", held._id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: "comment.approve" })]);
  });

  it("does not hold links from an older account, and a moderator may turn a held comment away", async () => {
    const regular = await signUpUser(t.app);
    await ageAccount(t.store, regular.email);
    const open = await post(regular, LINKY);
    expect(open.json()).not.toHaveProperty("held");
    expect((await list()).comments.some((c) => c._id === open.json()._id)).toBe(true);

    const fresh = await signUpUser(t.app);
    const held = commentSchema.parse((await post(fresh, LINKY)).json());
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/admin/comments/${held._id}/reject`,
      headers: bearer(moderator.token),
    });
    expect(rejected.statusCode).toBe(200);
    expect(await t.store.db.selectFrom("comment").select("id").where("id", "=", held._id).execute()).toEqual([]);
    const queue = await t.app.inject({ url: "/api/admin/reports", headers: bearer(moderator.token) });
    expect(queue.json().some((row: { targetId: string }) => row.targetId === held._id)).toBe(false);
  });
});
