import {
  adminReportSchema,
  auditEntrySchema,
  MODERATION_MESSAGES,
  REPORT_RECEIPTS,
  reportResolutionSchema,
} from "@shared/moderation-schemas";
import { commentSchema } from "@shared/schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { stepClock } from "@test/server/clock";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)("reports and the moderation queue ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wanda Writer" });
    reader = await signUpUser(t.app, { name: "Rita Reader" });
    other = await signUpUser(t.app, { name: "Otto Other" });
    moderator = await signUpUser(t.app, { name: "Mo Derator" });
    for (const member of [writer, reader, other]) await setRole(t.store, member.email, "member");
    await setRole(t.store, moderator.email, "moderator");
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    clock += 61_000;
  });

  const report = (payload: Record<string, unknown>, user: TestUser | null = reader) =>
    t.app.inject({ method: "POST", url: "/api/reports", headers: user ? bearer(user.token) : {}, payload });
  const queue = async (user: TestUser = moderator) => {
    const response = await t.app.inject({ url: "/api/admin/reports", headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    return adminReportSchema.array().parse(response.json());
  };
  const resolve = (id: string, payload: Record<string, unknown>, user: TestUser = moderator) =>
    t.app.inject({ method: "POST", url: `/api/admin/reports/${id}/resolve`, headers: bearer(user.token), payload });
  const comment = async (blogId: string, text: string, user: TestUser = reader) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text },
    });
    expect(response.statusCode).toBe(201);
    return commentSchema.parse(response.json());
  };
  const reportRows = (targetId: string) =>
    t.store.db.selectFrom("report").selectAll().where("target_id", "=", targetId).execute();

  it("takes a report with 201, and the same reader's second report of it with 200, keeping one", async () => {
    const blogId = await postBlog(t.app, writer.token, { title: "Buy cheap watches" });
    const first = await report({ targetType: "blog", targetId: blogId, reason: "  Spam  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), message: REPORT_RECEIPTS.created, created: true });
    const again = await report({ targetType: "blog", targetId: blogId, reason: "Still spam" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, message: REPORT_RECEIPTS.repeated, created: false });
    const rows = await reportRows(blogId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "Spam", status: "open", target_type: "blog" });
  });

  it("answers 404 for an unknown or non-public target, 401 signed out, 400 for a bad body", async () => {
    const unknown = await report({ targetType: "blog", targetId: UNKNOWN_ID, reason: "x" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MODERATION_MESSAGES.targetNotFound);
    expect((await report({ targetType: "comment", targetId: UNKNOWN_ID, reason: "x" })).statusCode).toBe(404);
    const draft = await postBlog(t.app, writer.token, { draft: true });
    expect((await report({ targetType: "blog", targetId: draft, reason: "x" })).statusCode).toBe(404);

    const blogId = await postBlog(t.app, writer.token);
    expect((await report({ targetType: "blog", targetId: blogId, reason: "x" }, null)).statusCode).toBe(401);
    const blank = await report({ targetType: "blog", targetId: blogId, reason: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(MODERATION_MESSAGES.reasonRequired);
    const long = await report({ targetType: "blog", targetId: blogId, reason: "x".repeat(1_001) });
    expect(long.statusCode).toBe(400);
    expect((await report({ targetType: "user", targetId: blogId, reason: "x" })).statusCode).toBe(400);
    expect(await reportRows(blogId)).toEqual([]);
  });

  it("keeps the queue to moderators: 401 signed out, 403 for members", async () => {
    expect((await t.app.inject({ url: "/api/admin/reports" })).statusCode).toBe(401);
    const member = await t.app.inject({ url: "/api/admin/reports", headers: bearer(reader.token) });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(MODERATION_MESSAGES.moderatorsOnly);
    const resolveAsMember = await resolve(UNKNOWN_ID, { action: "dismiss" }, reader);
    expect(resolveAsMember.statusCode).toBe(403);
  });

  it("lists one row per target with its latest report and the count, newest first", async () => {
    const blogId = await postBlog(t.app, writer.token, { title: "A post two readers report" });
    const target = await comment(blogId, "You are all fools, and here is why at great length ".repeat(5));
    expect((await report({ targetType: "blog", targetId: blogId, reason: "Off topic" })).statusCode).toBe(201);
    stepClock();
    expect((await report({ targetType: "blog", targetId: blogId, reason: "Plagiarised" }, other)).statusCode).toBe(201);
    stepClock();
    expect((await report({ targetType: "comment", targetId: target._id, reason: "Rude" }, other)).statusCode).toBe(201);

    const rows = await queue();
    const forComment = rows.find((row) => row.targetId === target._id);
    const forBlog = rows.find((row) => row.targetId === blogId);
    expect(rows.indexOf(forComment as never)).toBeLessThan(rows.indexOf(forBlog as never));
    expect(forBlog).toMatchObject({
      targetType: "blog",
      reason: "Plagiarised",
      count: 2,
      reporter: { name: "Otto Other", handle: expect.any(String) },
      target: {
        title: "A post two readers report",
        author: { name: "Wanda Writer" },
        url: expect.stringMatching(/^\/@[^/]+\/a-post-two-readers-report$/u),
        hidden: false,
        held: false,
      },
    });
    expect(forComment).toMatchObject({
      targetType: "comment",
      reason: "Rude",
      count: 1,
      target: { author: { name: "Rita Reader" }, hidden: false, held: false },
    });
    expect(forComment?.target.excerpt?.length).toBeLessThanOrEqual(140);
    expect(forComment?.target.url).toMatch(new RegExp(`#comment-${target._id}$`, "u"));
  });

  it("dismisses: every open report on the target closes, the post stays, the audit log says so", async () => {
    const blogId = await postBlog(t.app, writer.token, { title: "Harmless" });
    const first = (await report({ targetType: "blog", targetId: blogId, reason: "Meh" })).json().id as string;
    await report({ targetType: "blog", targetId: blogId, reason: "Meh too" }, other);
    const done = await resolve(first, { action: "dismiss", note: "Within the rules" });
    expect(done.statusCode).toBe(200);
    expect(reportResolutionSchema.parse(done.json())).toEqual({ id: first, action: "dismiss", resolved: 2 });
    expect((await queue()).some((row) => row.targetId === blogId)).toBe(false);
    expect((await t.app.inject({ url: `/api/allBlogs/${blogId}` })).statusCode).toBe(200);
    const rows = await reportRows(blogId);
    expect(rows.every((row) => row.status === "resolved" && row.resolution === "dismiss")).toBe(true);
    expect(rows[0]?.note).toBe("Within the rules");
    expect(rows[0]?.resolved_at).toEqual(expect.any(String));
    const audit = await t.store.db.selectFrom("audit_log").selectAll().where("target_id", "=", blogId).execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: "report.dismiss", target_type: "blog", target_label: "Harmless" }),
    ]);
    // Settled means out of the queue: resolving it again is a 404.
    const twice = await resolve(first, { action: "hide" });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(MODERATION_MESSAGES.reportNotFound);
    expect((await resolve(UNKNOWN_ID, { action: "dismiss" })).statusCode).toBe(404);
    expect((await resolve(first, { action: "ban" })).statusCode).toBe(400);
  });

  it("opens a resolved report again when its reader reports the target again, still one row", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const id = (await report({ targetType: "blog", targetId: blogId, reason: "First look" })).json().id as string;
    expect((await resolve(id, { action: "dismiss" })).statusCode).toBe(200);
    const again = await report({ targetType: "blog", targetId: blogId, reason: "It got worse" });
    expect(again.statusCode).toBe(200);
    const rows = await reportRows(blogId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, status: "open", reason: "It got worse", resolution: null });
  });

  it("hides a reported comment: out of the public thread, still in the database, audited", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const target = await comment(blogId, "Buy followers at example.com");
    const page = (await t.app.inject({ url: `/api/allBlogs/${blogId}` })).json<{ url: string }>().url;
    // Read once before the hide, so a cached public answer would show if the hide did not move it on.
    expect((await t.app.inject({ url: `/api/comments/${blogId}` })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: page })).body).toContain("Buy followers");
    const id = (await report({ targetType: "comment", targetId: target._id, reason: "Spam" }, other)).json().id;
    expect((await resolve(id, { action: "hide" })).statusCode).toBe(200);
    const rendered = await t.app.inject({ url: page });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).not.toContain("Buy followers");
    const publicList = await t.app.inject({ url: `/api/comments/${blogId}` });
    expect(publicList.json()).toEqual([]);
    expect(publicList.headers["x-total-count"]).toBe("0");
    const stored = await t.store.db
      .selectFrom("comment")
      .select("hidden")
      .where("id", "=", target._id)
      .executeTakeFirst();
    expect(Number(stored?.hidden)).toBe(2);
    const audit = await t.store.db.selectFrom("audit_log").selectAll().where("target_id", "=", target._id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: "report.hide", target_label: target.comment })]);
    // Its author still sees it, marked hidden; a moderator too.
    const own = await t.app.inject({ url: `/api/comments/${blogId}`, headers: bearer(reader.token) });
    expect(own.json()).toEqual([expect.objectContaining({ _id: target._id, hidden: true })]);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    // And a moderator can bring it back.
    const unhide = await t.app.inject({
      method: "POST",
      url: `/api/admin/comments/${target._id}/unhide`,
      headers: bearer(moderator.token),
    });
    expect(unhide.json()).toMatchObject({ id: target._id, hidden: false, changed: true });
    expect((await t.app.inject({ url: `/api/comments/${blogId}` })).json()).toHaveLength(1);
  });

  it("deletes a reported comment or post, and the queue forgets reports of what is gone", async () => {
    const blogId = await postBlog(t.app, writer.token, { title: "Doomed" });
    const target = await comment(blogId, "Nasty");
    const commentReport = (await report({ targetType: "comment", targetId: target._id, reason: "Abuse" })).json().id;
    expect((await resolve(commentReport, { action: "delete" })).statusCode).toBe(200);
    expect(await t.store.db.selectFrom("comment").select("id").where("id", "=", target._id).execute()).toEqual([]);

    const blogReport = (await report({ targetType: "blog", targetId: blogId, reason: "Abuse" })).json().id;
    const second = await comment(blogId, "Another");
    await report({ targetType: "comment", targetId: second._id, reason: "Also bad" }, other);
    expect((await resolve(blogReport, { action: "delete", note: "Hate" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/allBlogs/${blogId}` })).statusCode).toBe(404);
    // The comment under the deleted post went with it, and so did its report from the queue.
    expect((await queue()).some((row) => row.targetId === second._id || row.targetId === blogId)).toBe(false);
    const audit = await t.app.inject({ url: "/api/admin/audit", headers: bearer(moderator.token) });
    if (audit.statusCode === 200) {
      // The audit route is another helper's; when present, the deletes read back.
      const entries = auditEntrySchema.array().parse(audit.json());
      expect(entries.some((entry) => entry.action === "report.delete" && entry.target.label === "Doomed")).toBe(true);
    }
    const logged = await t.store.db.selectFrom("audit_log").selectAll().where("target_id", "=", blogId).execute();
    expect(logged).toEqual([
      expect.objectContaining({ action: "report.delete", target_label: "Doomed", note: "Hate" }),
    ]);
  });

  it("lets a moderator delete anyone's comment, audited; members still only their own or on their post", async () => {
    const blogId = await postBlog(t.app, writer.token);
    const target = await comment(blogId, "Off-topic rant");
    const asOther = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${target._id}`,
      headers: bearer(other.token),
    });
    expect(asOther.statusCode).toBe(403);
    const asModerator = await t.app.inject({
      method: "DELETE",
      url: `/api/comments/${target._id}`,
      headers: bearer(moderator.token),
    });
    expect(asModerator.statusCode).toBe(200);
    expect(asModerator.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const audit = await t.store.db.selectFrom("audit_log").selectAll().where("target_id", "=", target._id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: "comment.delete", target_label: "Off-topic rant" })]);
  });
});
