import { statsSchema } from "@shared/stats-schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { readMail } from "@test/server/read-mail";
import { setRole } from "@test/server/roles";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { newNonce } from "../newsletter/tokens";
import { clickToken } from "./click-links";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe.each(engines)("mail link clicks ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let writer: TestUser;
  let admin: TestUser;
  const reader = `clicks-${newId()}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: "Inkwell <no-reply@inkwell.test>" } });
    writer = await signUpUser(t.app, { name: "Click Writer" });
    admin = await signUpUser(t.app, { name: "Click Admin" });
    await setRole(t.store, admin.email, "admin");
    await setRole(t.store, writer.email, "member");
    await t.store.db
      .insertInto("newsletter_subscriber")
      .values({
        id: newId(),
        email: reader,
        created_at: new Date().toISOString(),
        status: "confirmed",
        token: newNonce(),
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Publishes a post, lets its mail go out, and returns the post's address and the mail's link to it. */
  const publishAndRead = async (title: string) => {
    const id = await postBlog(t.app, writer.token, { title });
    await t.app.mailer.idle();
    const postUrl = `${t.app.config.baseUrl}${(await t.app.inject({ url: `/api/allBlogs/${id}` })).json().url}`;
    const mails = await Promise.all(smtp.received.filter((mail) => mail.to.includes(reader)).map(readMail));
    const mail = mails.find((each) => each.subject === title);
    const link = /href="([^"]+)"/u.exec(
      (mail?.html ?? "").slice((mail?.html ?? "").indexOf(title) - 400).replace(/&amp;/gu, "&"),
    );
    return { id, postUrl, mail, link: link?.[1] ?? "" };
  };
  const writerStats = async () => {
    const response = await t.app.inject({ url: "/api/me/stats?days=7", headers: bearer(writer.token) });
    expect(response.statusCode, response.body).toBe(200);
    return statsSchema.parse(response.json());
  };

  it("sends a reader from the mail's /l/ link to the post and counts one click on it", async () => {
    const { id, postUrl, mail, link } = await publishAndRead("Clicked from mail");
    expect(mail?.html).toContain(`${t.app.config.baseUrl}/l/`);
    expect(mail?.text).not.toContain(postUrl);
    const tokenPath = new URL(link).pathname;
    expect(tokenPath).toMatch(/^\/l\//u);

    const followed = await t.app.inject({ url: tokenPath, headers: { "user-agent": BROWSER } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(postUrl);
    // A mail scanner opening the link first is sent on too, but is no click.
    const scanned = await t.app.inject({ url: tokenPath, headers: { "user-agent": "Barracuda Sentinel (EE)" } });
    expect(scanned.statusCode).toBe(302);
    await t.app.stats.flush();
    const stats = await writerStats();
    expect(stats.totals.clicks).toBe(1);
    expect(stats.totals.mailed).toBe(1);
    expect(stats.posts.find((post) => post._id === id)).toMatchObject({ clicks: 1, mailedTo: 1 });
    // The site's totals count the same click and mail, from the site's own daily row.
    const site = await t.app.inject({ url: "/api/admin/stats?days=7", headers: bearer(admin.token) });
    expect(site.statusCode, site.body).toBe(200);
    const siteStats = statsSchema.parse(site.json());
    expect(siteStats.totals).toMatchObject({ clicks: 1, mailed: 1 });
    expect(siteStats.posts.find((post) => post._id === id)).toMatchObject({ clicks: 1, mailedTo: 1 });
  });

  it("answers an altered, a forged and an off-site token with a 404, never a redirect", async () => {
    const { id, postUrl } = await publishAndRead("Tampered link");
    const secret = t.app.config.authSecret;
    const good = clickToken(secret, { url: postUrl, blogId: id });
    const [payload = "", mac = ""] = good.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ u: "https://evil.example/", p: id })).toString("base64url");
    const tokens = [
      `${otherPayload}.${mac}`,
      `${payload}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      clickToken("another server's secret", { url: postUrl, blogId: id }),
      // Signed here, but to another site: still no open redirect.
      clickToken(secret, { url: "https://evil.example/", blogId: id }),
      "no-dot-at-all",
    ];
    for (const token of tokens) {
      const response = await t.app.inject({ url: `/l/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    expect((await t.app.inject({ url: `/l/${good}` })).statusCode).toBe(302);
  });

  it("links mails straight to the post once an admin turns click counting off", async () => {
    const settings = (method: "GET" | "PUT", who: TestUser, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: "/api/admin/stats/settings", headers: bearer(who.token), payload });
    expect((await settings("GET", writer)).statusCode).toBe(403);
    expect((await settings("PUT", admin, { countMailClicks: "no" })).statusCode).toBe(400);
    expect((await settings("GET", admin)).json()).toEqual({ countMailClicks: true });
    const off = await settings("PUT", admin, { countMailClicks: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ countMailClicks: false });

    const { postUrl, mail, link } = await publishAndRead("Straight from mail");
    expect(link).toBe(postUrl);
    expect(mail?.html).not.toContain("/l/");
    await settings("PUT", admin, { countMailClicks: true });
  });
});
