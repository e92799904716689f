import { MESSAGES } from "@shared/messages";
import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberToken } from "../mail/reader-links";
import { CONFIRM_TTL_MS, RESEND_AFTER_MS } from "./store";

const FROM = "Inkwell <no-reply@inkwell.test>";
const BASE = "http://localhost:3000";

/** The text part of a received mail, whichever transfer encoding nodemailer chose for it. */
function bodyOf(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/u);
  const body = rest.join("\n\n");
  if (/content-transfer-encoding:\s*base64/iu.test(head)) return Buffer.from(body, "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/iu.test(head)) {
    return body
      .replace(/=\r?\n/gu, "")
      .replace(/=([0-9A-F]{2})/gu, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return body;
}

describe.each(engines)("newsletter double opt-in and unsubscribe ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  // Expiry and the resend limit read this clock: time moves by setting it, never by waiting.
  let clock = Date.parse("2026-05-01T08:00:00.000Z");

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: FROM }, baseUrl: BASE }, undefined, {
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const subscribe = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: "POST", url: "/api/newsletter", payload });
    await t.app.mailer.idle();
    return response;
  };
  const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => bodyOf(mail.raw));
  const linkIn = (text: string, page: string) => {
    const match = new RegExp(`${BASE}/newsletter/${page}\\?token=([^\\s&]+)`, "u").exec(text);
    expect(match, `a /newsletter/${page} link in:\n${text}`).not.toBeNull();
    return decodeURIComponent(match?.[1] ?? "");
  };
  const confirm = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
  const row = (email: string) =>
    t.store.db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const tokenOf = async (email: string) => {
    const subscriber = await row(email);
    return subscriberToken(t.app.config.authSecret, subscriber.id, subscriber.token);
  };

  it("mails one confirmation whose link confirms once, and stores categories and frequency", async () => {
    const email = "ada@example.com";
    const response = await subscribe({ email, categories: ["Travel", "Health"], frequency: "weekly" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.newsletterSuccess, confirm: NEWSLETTER_TEXTS.checkInbox });
    expect(await row(email)).toMatchObject({
      status: "pending",
      categories: '["Travel","Health"]',
      frequency: "weekly",
    });

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = linkIn(mails[0] ?? "", "confirm");
    // Only the hash is stored.
    expect(JSON.stringify(await row(email))).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_TEXTS.confirmed });
    expect(await row(email)).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect((await row(email)).confirmed_at).toBe(new Date(clock).toISOString());

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: NEWSLETTER_TEXTS.confirmNotFound });
  });

  it("refuses a confirmation link after 48 hours, and a forged one", async () => {
    const email = "late@example.com";
    await subscribe({ email });
    const token = linkIn(mailsTo(email)[0] ?? "", "confirm");
    clock += CONFIRM_TTL_MS;
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: NEWSLETTER_TEXTS.confirmExpired });
    expect((await row(email)).status).toBe("pending");

    const forged = await confirm(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: NEWSLETTER_TEXTS.confirmNotFound });
  });

  it("sends again at most once every 10 minutes, with the same answer every time", async () => {
    const email = "again@example.com";
    const first = await subscribe({ email });
    clock += RESEND_AFTER_MS - 1;
    const soon = await subscribe({ email });
    expect(mailsTo(email)).toHaveLength(1);
    clock += 1;
    const later = await subscribe({ email });
    expect(mailsTo(email)).toHaveLength(2);
    for (const response of [soon, later]) {
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.json()).toEqual(first.json());
    }
    // The newest link works; the one it replaced no longer does.
    const [older = "", newer = ""] = mailsTo(email);
    expect((await confirm(linkIn(older, "confirm"))).statusCode).toBe(404);
    expect((await confirm(linkIn(newer, "confirm"))).statusCode).toBe(200);

    // Confirmed: the same answer, and no mail, however long after.
    clock += RESEND_AFTER_MS * 3;
    const known = await subscribe({ email });
    expect(known.statusCode).toBe(first.statusCode);
    expect(known.json()).toEqual(first.json());
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("refuses an unknown category or frequency with a message, storing nothing", async () => {
    const email = "picky@example.com";
    const category = await subscribe({ email, categories: ["Technology", "Gardening"] });
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toMatch(/categories must be among Technology, Travel/u);
    const frequency = await subscribe({ email, frequency: "daily" });
    expect(frequency.statusCode).toBe(400);
    expect(frequency.json().message).toMatch(/frequency must be one of each, weekly/u);
    expect(
      await t.store.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", email).execute(),
    ).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it("unsubscribes on a one-click POST exactly as Gmail sends it: a form, no cookie, no Origin", async () => {
    const email = "leaving@example.com";
    await subscribe({ email });
    // The confirmation mail's preferences link carries the subscriber's link token.
    const token = linkIn(mailsTo(email)[0] ?? "", "preferences");
    expect(token).toBe(await tokenOf(email));
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_TEXTS.unsubscribed });
    expect((await row(email)).status).toBe("unsubscribed");

    // Subscribing again goes back to pending, with a new confirmation mail.
    clock += RESEND_AFTER_MS;
    await subscribe({ email });
    expect((await row(email)).status).toBe("pending");
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("unsubscribes from the page's JSON, and refuses forged or missing tokens with a message", async () => {
    const email = "page@example.com";
    await subscribe({ email });
    const token = await tokenOf(email);
    const forged = `${token.slice(0, -3)}abc`;
    for (const request of [
      { url: "/api/newsletter/unsubscribe", payload: { token: forged } },
      { url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`, payload: {} },
      { url: "/api/newsletter/unsubscribe", payload: { token: "nodot" } },
    ]) {
      const response = await t.app.inject({ method: "POST", ...request });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: NEWSLETTER_TEXTS.badToken });
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await row(email)).status).toBe("pending");

    const response = await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token } });
    expect(response.statusCode).toBe(200);
    expect((await row(email)).status).toBe("unsubscribed");
  });

  it("sends a browser that opens the unsubscribe URL to the preferences page, changing nothing", async () => {
    const email = "browser@example.com";
    await subscribe({ email });
    const token = await tokenOf(email);
    const response = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${BASE}/newsletter/preferences?token=${encodeURIComponent(token)}`);
    expect((await row(email)).status).toBe("pending");
  });

  it("reads and updates preferences by the link token, with the address masked", async () => {
    const email = "prefs@example.com";
    await subscribe({ email, categories: ["Education"] });
    const token = await tokenOf(email);
    const read = () => t.app.inject({ url: `/api/newsletter/preferences?token=${encodeURIComponent(token)}` });

    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toEqual({
      email: "p•••@example.com",
      status: "pending",
      categories: ["Education"],
      frequency: "each",
      // The page's language when they subscribed: this request named none, so the site's default.
      language: "en",
    });

    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/newsletter/preferences", payload: { token, ...payload } });
    const saved = await update({ categories: ["Lifestyle", "Technology"], frequency: "weekly" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: NEWSLETTER_TEXTS.preferencesSaved });
    // A client that does not send the language leaves it as it was.
    expect((await read()).json()).toMatchObject({
      categories: ["Technology", "Lifestyle"],
      frequency: "weekly",
      language: "en",
    });

    expect((await update({ categories: [], frequency: "weekly", language: "de" })).statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({ categories: [], language: "de" });
    expect((await row(email)).language).toBe("de");
    expect((await update({ categories: ["Health"], frequency: "weekly" })).statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({ categories: ["Health"], language: "de" });

    for (const language of ["pt", "es-MX", "", null, 7]) {
      const refused = await update({ categories: [], frequency: "each", language });
      expect(refused.statusCode, String(language)).toBe(400);
      expect(refused.json().message).toBe("language must be one of en, es, de, fr, ja, ar.");
    }
    // Said in the reader's language, like the API's other messages.
    const inSpanish = await t.app.inject({
      method: "PUT",
      url: "/api/newsletter/preferences",
      headers: { "accept-language": "es" },
      payload: { token, categories: [], frequency: "each", language: "pt" },
    });
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json().message).toBe("language debe ser uno de en, es, de, fr, ja, ar.");
    expect((await read()).json()).toMatchObject({ categories: ["Health"], frequency: "weekly", language: "de" });

    // Subscribed before languages were kept: none, which the mails read as the site's default.
    await t.store.db.updateTable("newsletter_subscriber").set({ language: null }).where("email", "=", email).execute();
    expect((await read()).json()).toMatchObject({ language: null });

    expect((await update({ categories: ["Cooking"], frequency: "each" })).statusCode).toBe(400);
    const forged = await t.app.inject({ url: `/api/newsletter/preferences?token=${encodeURIComponent(`${token}x`)}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: NEWSLETTER_TEXTS.badToken });
  });
});
