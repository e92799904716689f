import { randomBytes } from "node:crypto";
import { authPost } from "@test/server/auth";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type ReadMail, readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { newNonce } from "../newsletter/tokens";
import { siteSettings } from "../settings/service";
import { writeSettings } from "../settings/store";
import { subscriberToken } from "./reader-links";

/** The opening `<html …>` tag of a mail's HTML part. */
const htmlElement = (mail: ReadMail | undefined) => /<html[^>]*>/u.exec(mail?.html ?? "")?.[0] ?? "";

/** Issue 59, decision 0145: each mail in its recipient's language, through a real SMTP server. */
describe.each(engines)("mails in the recipient's language ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let writer: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: "Inkwell <no-reply@inkwell.test>" } });
    writer = await signUpUser(t.app, { name: "Grace Hopper" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
  const mailsTo = async (email: string): Promise<ReadMail[]> => {
    await t.app.mailer.idle();
    return Promise.all(smtp.received.filter((mail) => mail.to.includes(email)).map(readMail));
  };
  const storedLanguage = async (email: string) =>
    (
      await t.store.db
        .selectFrom("newsletter_subscriber")
        .select("language")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).language;
  const subscribe = (email: string, headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email }, headers });
  const confirmedSubscriber = async (language: string | null) => {
    const email = unique("reader");
    await t.store.db
      .insertInto("newsletter_subscriber")
      .values({
        id: newId(),
        email,
        created_at: new Date().toISOString(),
        status: "confirmed",
        token: newNonce(),
        language,
      })
      .execute();
    return email;
  };

  it("confirms a subscription from a page in Spanish in Spanish, and keeps the language", async () => {
    const email = unique("lector");
    expect((await subscribe(email, { "accept-language": "es-MX,es;q=0.9,en;q=0.5" })).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Confirme su suscripción al boletín");
    expect(mail?.text).toContain("Alguien (esperamos que usted) ha pedido recibir el boletín de Inkwell");
    expect(mail?.text).toContain("pulse Confirmar");
    expect(mail?.header("content-language")).toBe("es");
    expect(await storedLanguage(email)).toBe("es");
    // Its links carry the mail's language, so the pages they open speak it too, whatever the browser says.
    expect(mail?.text).toMatch(/\/newsletter\/confirm\?token=[^\s&]+&lang=es\s/u);
    expect(mail?.text).toMatch(/\/newsletter\/preferences\?token=[^\s&]+&lang=es\s/u);
  });

  it("takes the switcher's cookie over the browser's language", async () => {
    const email = unique("cookie");
    await subscribe(email, { cookie: "inkwell-lang=es", "accept-language": "de" });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Confirme su suscripción al boletín");
    expect(mail?.header("content-language")).toBe("es");
    expect(await storedLanguage(email)).toBe("es");
  });

  it("keeps English word for word for a reader whose page was English", async () => {
    const email = unique("reader");
    await subscribe(email, { "accept-language": "en-GB" });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Please confirm your newsletter subscription");
    expect(mail?.text).toContain("Someone (hopefully you) asked to receive the Inkwell newsletter at this address.");
    expect(mail?.header("content-language")).toBe("en");
  });

  it("writes a post's frame right to left for an Arabic subscriber, and leaves the post's words as written", async () => {
    const arabic = await confirmedSubscriber("ar");
    const english = await confirmedSubscriber(null);
    const postTitle = `Compilers ${randomBytes(3).toString("hex")}`;
    await postBlog(t.app, writer.token, { title: postTitle, category: "Technology", shortDesc: "Why we write them." });
    const [mail] = await mailsTo(arabic);
    expect(mail?.subject).toBe(postTitle);
    expect(htmlElement(mail)).toMatch(/ lang="ar"/u);
    expect(htmlElement(mail)).toMatch(/ dir="rtl"/u);
    expect(mail?.html).toContain('<body dir="rtl"');
    expect(mail?.html).toContain("اقرأ التدوينة");
    expect(mail?.html).toContain("التكنولوجيا");
    expect(mail?.html).toContain("Why we write them.");
    expect(mail?.text).toContain("تصلك هذه الرسالة لأنك مشترك في النشرة البريدية لموقع Inkwell.");
    expect(mail?.header("content-language")).toBe("ar");
    // The links, each reader's own, carry the mail's language (decision 0145).
    expect(mail?.html).toMatch(/\/newsletter\/preferences\?token=[^"&]+&amp;lang=ar"/u);
    expect(mail?.header("list-unsubscribe")).toMatch(/\/api\/newsletter\/unsubscribe\?token=[^>&]+&lang=ar>$/u);
    const [plain] = await mailsTo(english);
    expect(htmlElement(plain)).toMatch(/ lang="en"/u);
    expect(htmlElement(plain)).toMatch(/ dir="ltr"/u);
    expect(plain?.text).toContain("Read the post: ");
    expect(plain?.html).toMatch(/\/newsletter\/preferences\?token=[^"&]+&amp;lang=en"/u);
  });

  it("writes to a subscriber with no language of their own in the site's default", async () => {
    const reader = await confirmedSubscriber(null);
    await writeSettings(t.store.db, { defaultLanguage: "fr" });
    siteSettings(t.store.db).invalidate();
    try {
      const postTitle = `Voyage ${randomBytes(3).toString("hex")}`;
      await postBlog(t.app, writer.token, { title: postTitle, category: "Travel" });
      const [mail] = await mailsTo(reader);
      expect(htmlElement(mail)).toMatch(/ lang="fr"/u);
      expect(mail?.text).toContain("Lire l’article\u202f: ");
    } finally {
      await t.store.db.deleteFrom("site_setting").execute();
      siteSettings(t.store.db).invalidate();
    }
  });

  it("writes in the language a subscriber chose on the preferences page from then on", async () => {
    const reader = await confirmedSubscriber("es");
    const { id, token } = await t.store.db
      .selectFrom("newsletter_subscriber")
      .select(["id", "token"])
      .where("email", "=", reader)
      .executeTakeFirstOrThrow();
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/newsletter/preferences",
      // The page is read in Spanish; the mails are to be Japanese.
      headers: { "accept-language": "es" },
      payload: {
        token: subscriberToken(t.app.config.authSecret, id, token),
        categories: [],
        frequency: "each",
        language: "ja",
      },
    });
    expect(changed.statusCode).toBe(200);
    const postTitle = `Kyoto ${randomBytes(3).toString("hex")}`;
    await postBlog(t.app, writer.token, { title: postTitle, category: "Travel" });
    const [mail] = await mailsTo(reader);
    expect(mail?.subject).toBe(postTitle);
    expect(htmlElement(mail)).toMatch(/ lang="ja"/u);
    expect(mail?.text).toContain("投稿を読む：");
    expect(mail?.header("content-language")).toBe("ja");
  });

  it("sends a password reset in German to an account whose language is German", async () => {
    const user = await signUpUser(t.app);
    await t.store.db
      .updateTable("profile")
      .set({ language: "de" })
      .where("user_id", "=", (eb) => eb.selectFrom("user").select("id").where("email", "=", user.email))
      .execute();
    expect((await authPost(t.app, "/request-password-reset", { email: user.email })).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe("Setzen Sie Ihr Passwort für Inkwell zurück");
    expect(mail?.text).toContain("Öffnen Sie diesen Link, um ein neues Passwort zu wählen.");
    expect(mail?.text).toMatch(/\/reset-password\?token=/u);
    expect(mail?.header("content-language")).toBe("de");
  });
});
