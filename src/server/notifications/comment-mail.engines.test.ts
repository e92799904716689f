import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type ReadMail, readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const FROM = "Inkwell <no-reply@inkwell.test>";
const HOUR = 60 * 60 * 1000;

/** The batched comment mail through a real SMTP server, on a clock the test moves. */
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

  const comment = async (blogId: string, text: string, user: TestUser) => {
    // A minute apart, as the comment flood limit asks.
    clock += 61_000;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(user.token),
      payload: { blogId, comment: text },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const mailsAbout = async (title: string): Promise<ReadMail[]> =>
    (await Promise.all(smtp.received.filter((mail) => mail.to.includes(writer.email)).map(readMail))).filter((mail) =>
      mail.subject.includes(title),
    );
  /** Runs what is due now, then an hour on. */
  const anHourLater = async () => {
    await t.app.jobs.drain();
    clock += HOUR + 1000;
    await t.app.jobs.drain();
    await t.app.mailer.idle();
  };
  const setting = (commentMail: boolean) =>
    t.app.inject({
      method: "PUT",
      url: "/api/notifications/settings",
      headers: bearer(writer.token),
      payload: { commentMail },
    });

  it("sends nothing within the hour, then one mail with every comment of that hour", async () => {
    await setting(true);
    const blogId = await postBlog(t.app, writer.token, { title: "Batched tides" });
    await comment(blogId, "First thought", reader);
    await comment(blogId, "Second thought", other);
    await t.app.jobs.drain();
    expect(await mailsAbout("Batched tides")).toEqual([]);
    await anHourLater();
    const mails = await mailsAbout("Batched tides");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("2 new comments on “Batched tides”");
    expect(mail?.text).toContain("Ada Reader commented on “Batched tides”:\nFirst thought");
    expect(mail?.text).toContain("Otto Other commented on “Batched tides”:\nSecond thought");
    expect(mail?.header("list-unsubscribe")).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // The next comment starts a new hour and a new mail.
    await comment(blogId, "Third thought", reader);
    await anHourLater();
    const after = await mailsAbout("Batched tides");
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe("A new comment on “Batched tides”");
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
