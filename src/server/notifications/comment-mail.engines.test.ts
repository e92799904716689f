import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type ReadMail, readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COMMENT_MAIL, enqueueCommentMail, holdCommentMailRow } from "./comment-mail-schedule";
import { accountIdOf } from "./store";

const FROM = "Inkwell <no-reply@inkwell.test>";
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Comment mail through a real SMTP server, on a clock the test moves (decisions 0106, 0119). */
describe.each(engines)("comment mail ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let clock = Date.now();
  let writer: TestUser;
  let reader: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: FROM } }, undefined, { now: () => clock });
    writer = await signUpUser(t.app, { name: "Wanda Writer" });
    reader = await signUpUser(t.app, { name: "Ada Reader" });
    other = await signUpUser(t.app, { name: "Otto Other" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    clock += 2 * HOUR;
  });

  /** Comments (or replies, with `parentId`) a minute after the last, as the comment flood limit asks. */
  const comment = async (blogId: string, text: string, user: TestUser, parentId?: string): Promise<string> => {
    clock += 61_000;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text, ...(parentId ? { parentId } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()._id;
  };
  const mailsAbout = async (title: string, to: TestUser = writer): Promise<ReadMail[]> =>
    (await Promise.all(smtp.received.filter((mail) => mail.to.includes(to.email)).map(readMail))).filter((mail) =>
      mail.subject.includes(title),
    );
  /** Until a statement touching `table` waits for a lock: a real wait on another connection, not time. */
  const waitingOnALock = async (table: string) => {
    for (let look = 0; look < 500; look++) {
      const { rows } = await sql<{ waiting: number | string }>`
        select count(*) as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query like ${`%${table}%`}`.execute(t.store.db);
      if (Number(rows[0]?.waiting) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`nothing waited for a lock on ${table}`);
  };
  /** Runs the jobs due at the clock's time and waits for their mail. */
  const runDue = async () => {
    await t.app.jobs.drain();
    await t.app.mailer.idle();
  };
  /** Runs what is due now, then an hour on. */
  const anHourLater = async () => {
    await runDue();
    clock += HOUR + 1000;
    await runDue();
  };
  const setting = (commentMail: boolean) =>
    t.app.inject({
      method: "PUT",
      url: "/api/notifications/settings",
      headers: bearer(writer.token),
      payload: { commentMail },
    });

  it("mails the first comment within a minute, what follows within the hour an hour after that mail", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Prompt tides" });
    await comment(blogId, "First thought", reader);
    const firstAt = clock;
    // A moment's wait, for a quick second comment to join.
    await runDue();
    expect(await mailsAbout("Prompt tides")).toEqual([]);
    clock = firstAt + MINUTE;
    await runDue();
    const [first, ...none] = await mailsAbout("Prompt tides");
    expect(none).toEqual([]);
    expect(first?.subject).toBe("A new comment on “Prompt tides”");
    expect(first?.text).toContain("Ada Reader commented on “Prompt tides”:\nFirst thought");
    expect(first?.header("list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(first?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const mailedAt = clock;

    // Five minutes after that mail: not mailed at once, nor a minute on, nor just before the hour is up.
    clock = mailedAt + 5 * MINUTE - 61_000;
    await comment(blogId, "Second thought", other);
    await runDue();
    clock += MINUTE;
    await runDue();
    await comment(blogId, "Third thought", reader);
    clock = mailedAt + HOUR - 1000;
    await runDue();
    expect(await mailsAbout("Prompt tides")).toHaveLength(1);
    clock = mailedAt + HOUR;
    await runDue();
    const mails = await mailsAbout("Prompt tides");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("2 new comments on “Prompt tides”");
    expect(mails[1]?.text).toContain("Otto Other commented on “Prompt tides”:\nSecond thought");
    expect(mails[1]?.text).toContain("Ada Reader commented on “Prompt tides”:\nThird thought");
    expect(mails[1]?.text).not.toContain("First thought");

    // Two quiet hours on, the next comment is again mailed within a minute.
    clock += 2 * HOUR;
    await comment(blogId, "Much later", other);
    clock += MINUTE;
    await runDue();
    const after = await mailsAbout("Prompt tides");
    expect(after).toHaveLength(3);
    expect(after[2]?.subject).toBe("A new comment on “Prompt tides”");
    expect(after[2]?.text).toContain("Much later");
  });

  it("mails a reply to the comment's author within a minute too", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Replied tides" });
    const parentId = await comment(blogId, "A question", reader);
    await comment(blogId, "An answer", other, parentId);
    clock += MINUTE;
    await runDue();
    const mails = await mailsAbout("Replied tides", reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Otto Other replied to your comment on “Replied tides”:\nAn answer");
  });

  it("a second job for the same post, as two instances could leave, mails nothing before the hour is up", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Doubled tides" });
    await comment(blogId, "One", reader);
    clock += MINUTE;
    await runDue();
    const mailedAt = clock;
    await comment(blogId, "Two", other);
    const recipientId = (await accountIdOf(t.store.db, writer.email)) ?? "";
    await enqueueCommentMail(t.store.db, { recipientId, blogId }, clock, clock);
    await runDue();
    expect(await mailsAbout("Doubled tides")).toHaveLength(1);
    // The stray job handed its rows to the mail an hour after the last: one job, not two.
    const queued = await t.store.db
      .selectFrom("job")
      .select("run_at")
      .where("kind", "=", COMMENT_MAIL)
      .where("status", "=", "queued")
      .where("payload", "like", `%${blogId}%`)
      .execute();
    expect(queued.map((job) => Number(job.run_at))).toEqual([mailedAt + HOUR]);
    clock = mailedAt + HOUR;
    await runDue();
    const mails = await mailsAbout("Doubled tides");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("A new comment on “Doubled tides”");
    expect(mails[1]?.text).toContain("Two");
  });

  it("a comment stored while the mail job lets rows go waits for it, then schedules the next mail", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Racing tides" });
    await comment(blogId, "Before", reader);
    const job = { recipientId: (await accountIdOf(t.store.db, writer.email)) ?? "", blogId };
    const waiting = await t.store.db
      .selectFrom("notification")
      .select("id")
      .where("blog_id", "=", blogId)
      .where("mail_pending", "=", 1)
      .execute();
    // This test plays that comment's job, so the worker must not run it too.
    await t.store.db.deleteFrom("job").where("payload", "like", `%${blogId}%`).execute();
    // The job's release after a mail, held open while another instance stores a comment: that comment
    // must not take the rows being let go for a mail still to come, or nothing would ever mail it.
    const mailedAt = clock + MINUTE;
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let taken = () => {};
    const rowTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const release = t.store.db.transaction().execute(async (trx) => {
      await holdCommentMailRow(trx, job, mailedAt);
      const ids = waiting.map((row) => row.id);
      await trx.updateTable("notification").set({ mail_pending: 0 }).where("id", "in", ids).execute();
      taken();
      await held;
    });
    await rowTaken;
    clock = mailedAt;
    const meanwhile = comment(blogId, "Meanwhile", other);
    // On PostgreSQL, see it wait on the row (SQLite's one connection makes it wait for the whole transaction).
    try {
      if (t.store.engine === "postgres") await waitingOnALock("comment_mail_sent");
    } finally {
      finish();
    }
    await release;
    await meanwhile;

    clock = mailedAt + HOUR - 1000;
    await runDue();
    expect(await mailsAbout("Racing tides")).toEqual([]);
    clock = mailedAt + HOUR;
    await runDue();
    const mails = await mailsAbout("Racing tides");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Meanwhile");
    expect(mails[0]?.text).not.toContain("Before");
  });

  it("stops after the one-click unsubscribe POST, which needs no sign-in but a good token", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Unsubscribed tides" });
    await comment(blogId, "Hello", reader);
    await anHourLater();
    const [mail] = await mailsAbout("Unsubscribed tides");
    const link = /^<([^>]+)>$/.exec(mail?.header("list-unsubscribe") ?? "")?.[1] ?? "";
    const path = new URL(link).pathname + new URL(link).search;

    const forged = await t.app.inject({
      method: "POST",
      url: path.replace(/token=[^&]+/, "token=someone.forged"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(COMMENT_MAIL_TEXTS.badToken);

    // A person opening the link is sent on to the app's page (decision 0115); the GET changes nothing.
    const opened = await t.app.inject({ url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`${t.app.config.baseUrl}/notifications/unsubscribe${new URL(link).search}`);
    expect((await t.app.inject({ url: "/api/notifications/settings", headers: bearer(writer.token) })).json()).toEqual({
      commentMail: true,
    });

    const oneClick = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: COMMENT_MAIL_TEXTS.stopped });
    expect((await t.app.inject({ url: "/api/notifications/settings", headers: bearer(writer.token) })).json()).toEqual({
      commentMail: false,
    });

    await comment(blogId, "Anyone there?", other);
    await anHourLater();
    expect(await mailsAbout("Unsubscribed tides")).toHaveLength(1);
    // The notification itself still comes.
    const list = await t.app.inject({ url: "/api/notifications?limit=1", headers: bearer(writer.token) });
    expect(list.json()[0]).toMatchObject({ type: "comment", actor: { name: "Otto Other" } });
  });

  it("follows the Settings switch, including a switch turned off while a mail waits", async () => {
    const blogId = await postBlog(t.app, writer.token, { title: "Switched tides" });
    expect((await setting(false)).json()).toEqual({ commentMail: false });
    await comment(blogId, "While off", reader);
    await anHourLater();
    expect(await mailsAbout("Switched tides")).toEqual([]);

    expect((await setting(true)).json()).toEqual({ commentMail: true });
    await comment(blogId, "While on", reader);
    await setting(false);
    await anHourLater();
    expect(await mailsAbout("Switched tides")).toEqual([]);

    await setting(true);
    await comment(blogId, "On again", other);
    await anHourLater();
    const mails = await mailsAbout("Switched tides");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("On again");
    expect(mails[0]?.text).not.toContain("While");
  });

  it("refuses a bad setting with a 400 and answers 401 signed out", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/notifications/settings",
      headers: bearer(writer.token),
      payload: { commentMail: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await t.app.inject({ url: "/api/notifications/settings" })).statusCode).toBe(401);
  });
});
