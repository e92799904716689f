import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { DEFAULT_SITE_SETTINGS } from "@shared/site-settings";
import { authPost } from "@test/server/auth";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { metaContent, parseHtml, parseXml } from "@test/server/page-parse";
import { readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeUpload } from "../../images/storage";
import { SOCIAL_IMAGE_NOT_UPLOADED } from "./routes";

const FROM = "Inkwell <no-reply@inkwell.test>";

describe.each(engines)("site settings ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestUser;
  let member: TestUser;

  const setRole = async (email: string, role: string) => {
    const user = await t.store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await t.store.db.updateTable("profile").set({ role }).where("user_id", "=", user.id).execute();
  };
  const put = (payload: Record<string, unknown>, token = admin.token) =>
    t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: { authorization: `Bearer ${token}` }, payload });
  const page = async (path: string) => parseHtml((await t.app.inject({ url: path })).body);
  /** The brand link that leads home from the main navigation bar, as the server drew it. */
  const brand = (document: Document) =>
    document.querySelector('nav[aria-label="Main"] a[href="/"] span:not(.brand-logo)')?.textContent?.trim();
  const rssChannel = async () => {
    const feed = parseXml((await t.app.inject({ url: "/rss.xml" })).body);
    const text = (name: string) => feed.querySelector(`channel > ${name}`)?.textContent;
    return { title: text("title"), description: text("description") };
  };
  const mailTo = async (email: string) => {
    await t.app.mailer.idle();
    const mail = smtp.received.findLast((received) => received.to.includes(email));
    if (!mail) throw new Error(`no mail to ${email}`);
    return readMail(mail);
  };
  /** Subscribes an address and answers the confirmation mail it gets. */
  const confirmationTo = async (email: string) => {
    await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });
    return mailTo(email);
  };
  /** Asks for a password reset of an account and answers the mail it gets. */
  const resetMailTo = async (email: string) => {
    expect((await authPost(t.app, "/request-password-reset", { email })).statusCode).toBe(200);
    return mailTo(email);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: FROM } });
    admin = await signUpUser(t.app);
    member = await signUpUser(t.app);
    await setRole(admin.email, "admin");
    await setRole(member.email, "member");
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("says Inkwell everywhere, exactly as before, while nothing is saved", async () => {
    expect((await t.app.inject({ url: "/api/site" })).json()).toEqual(DEFAULT_SITE_SETTINGS);
    const home = await page("/");
    expect(home.title).toBe("Inkwell · Discover. Read. Share.");
    expect(brand(home)).toBe("Inkwell");
    expect(metaContent(home, 'meta[name="description"]')).toBe(DEFAULT_SITE_SETTINGS.description);
    expect(metaContent(home, 'meta[property="og:site_name"]')).toBe("Inkwell");
    expect(home.querySelector('meta[name="theme-color"]')).toBeNull();
    expect((await page("/Blogs")).title).toBe("All Blogs · Inkwell");
    expect(await rssChannel()).toEqual({ title: "Inkwell", description: "The newest blogs on Inkwell." });
    const nodeInfo = (await t.app.inject({ url: "/nodeinfo/2.1" })).json<{ metadata: Record<string, string> }>();
    expect(nodeInfo.metadata).toEqual({ nodeName: "Inkwell", nodeDescription: DEFAULT_SITE_SETTINGS.description });
    const manifest = (await t.app.inject({ url: "/manifest.webmanifest" })).json<Record<string, unknown>>();
    expect(manifest).toMatchObject({ name: "Inkwell", short_name: "Inkwell" });
    // MAIL_FROM as configured, name and all.
    const confirmation = await confirmationTo("before@example.com");
    expect(confirmation.header("from")).toBe(FROM);
    expect(confirmation.text).toContain("asked to receive the Inkwell newsletter");
    expect((await resetMailTo(member.email)).subject).toBe("Reset your Inkwell password");
  });

  it("is for admins only: 401 signed out, 403 for a member", async () => {
    expect((await t.app.inject({ url: "/api/admin/settings" })).statusCode).toBe(401);
    const refused = await put({ title: "Mine", description: "" }, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MODERATION_MESSAGES.adminsOnly });
    const read = await t.app.inject({
      url: "/api/admin/settings",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(read.statusCode).toBe(403);
  });

  it.each([
    [{ title: "", description: "x" }, "The site needs a title."],
    [{ title: "x".repeat(81), description: "x" }, "A site title can be at most 80 characters."],
    [{ title: "Ok", description: "x", accentColor: "red" }, "accentColor must be a colour like #1a73e8."],
    [{ title: "Ok", description: "x", colour: "#000000" }, undefined],
    // Yellow on white, where links and labels need 4.5:1.
    [
      { title: "Ok", description: "x", accentColor: "#ffeb3b" },
      "The accent colour #ffeb3b reads at 1.22:1 on the light theme's background; links and labels in it need 4.5:1 (WCAG AA). Choose a darker shade.",
    ],
  ])("refuses %j with a 400 and a message", async (payload, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    if (message) expect(body.message).toContain(message);
    else expect(body.message).toEqual(expect.any(String));
  });

  it("saves the settings, audits the change, and every page, feed, mail and manifest uses them", async () => {
    // Read once before the save, so the feed the public cache keeps from before must not be what is sent after.
    expect((await rssChannel()).title).not.toBe("Field Notes, Ltd");
    const saved = await put({
      title: "Field Notes, Ltd",
      description: "Notes from the field.",
      accentColor: "#1a73e8",
      icon: "/uploads/icon.png",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = {
      title: "Field Notes, Ltd",
      description: "Notes from the field.",
      accentColor: "#1a73e8",
      icon: "/uploads/icon.png",
      socialImage: null,
      navigation: null,
      defaultLanguage: "en",
    };
    expect(saved.json()).toEqual(settings);
    expect(
      (await t.app.inject({ url: "/api/admin/settings", headers: { authorization: `Bearer ${admin.token}` } })).json(),
    ).toEqual(settings);
    expect((await t.app.inject({ url: "/api/site" })).json()).toEqual(settings);
    const audit = await t.store.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "settings.update")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: "site", target_label: "Field Notes, Ltd" });

    const home = await page("/");
    expect(home.title).toBe("Field Notes, Ltd · Discover. Read. Share.");
    expect(metaContent(home, 'meta[name="description"]')).toBe("Notes from the field.");
    expect(metaContent(home, 'meta[property="og:site_name"]')).toBe("Field Notes, Ltd");
    expect(metaContent(home, 'meta[name="theme-color"]')).toBe("#1a73e8");
    expect(home.head.innerHTML).toContain("--color-primary:#1a73e8");
    // The dark theme's shade of it reads at AA on the dark background (decision 0137).
    expect(home.head.innerHTML).toMatch(
      /:root\[data-theme=dark\]\{--color-primary:#[0-9a-f]{6};--color-primary-content:#000000\}/u,
    );
    // The navigation bar names the site too, from the server's first byte.
    expect(brand(home)).toBe("Field Notes, Ltd");
    expect(brand(await page("/Blogs"))).toBe("Field Notes, Ltd");
    expect((await page("/Blogs")).title).toBe("All Blogs · Field Notes, Ltd");
    // The browser's titles come from the same name, handed over in the hydration state.
    const state = JSON.parse(home.getElementById("inkwell-state")?.textContent ?? "{}") as { site?: unknown };
    expect(state.site).toMatchObject({ title: "Field Notes, Ltd" });
    expect((await page("/login")).title).toBe("Log In · Field Notes, Ltd");

    expect(await rssChannel()).toEqual({ title: "Field Notes, Ltd", description: "Notes from the field." });
    const jsonFeed = (await t.app.inject({ url: "/feed.json?category=Travel" })).json<{ title: string }>();
    expect(jsonFeed.title).toBe("Field Notes, Ltd · Travel");
    const nodeInfo = (await t.app.inject({ url: "/nodeinfo/2.1" })).json<{ metadata: Record<string, string> }>();
    expect(nodeInfo.metadata).toEqual({ nodeName: "Field Notes, Ltd", nodeDescription: "Notes from the field." });
    const manifest = await t.app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/u);
    expect(manifest.json()).toMatchObject({
      name: "Field Notes, Ltd",
      short_name: "Field Notes,",
      theme_color: "#1a73e8",
      icons: [{ src: "/uploads/icon.png" }],
    });
    // The site's name, the configured address; the mails name the site as it is titled now.
    const confirmation = await confirmationTo("after@example.com");
    expect(confirmation.header("from")).toBe('"Field Notes, Ltd" <no-reply@inkwell.test>');
    expect(confirmation.text).toContain("asked to receive the Field Notes, Ltd newsletter");
    const reset = await resetMailTo(member.email);
    expect(reset.subject).toBe("Reset your Field Notes, Ltd password");
    expect(reset.text).toContain("the password of your Field Notes, Ltd account");
  });

  it("keeps icon and accent when a save leaves them out, and clears them with null", async () => {
    await put({ title: "Field Notes", description: "" });
    expect((await t.app.inject({ url: "/api/site" })).json()).toMatchObject({
      title: "Field Notes",
      description: "",
      accentColor: "#1a73e8",
      icon: "/uploads/icon.png",
    });
    await put({ title: "Field Notes", description: "", accentColor: null, icon: null });
    expect((await t.app.inject({ url: "/api/site" })).json()).toMatchObject({ accentColor: null, icon: null });
    const home = await page("/");
    expect(home.querySelector('meta[name="theme-color"]')).toBeNull();
    // An empty description: the feed describes itself as before.
    expect(await rssChannel()).toEqual({ title: "Field Notes", description: "The newest blogs on Field Notes." });
  });

  it("makes an uploaded default social image the site's link preview, and refuses one from elsewhere", async () => {
    const cardBefore = await t.app.inject({ url: "/og/site.jpg" });
    expect(cardBefore.statusCode).toBe(200);
    const elsewhere = await put({
      title: "Field Notes",
      description: "",
      socialImage: "https://cdn.example/share.jpg",
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ message: SOCIAL_IMAGE_NOT_UPLOADED });

    const orange = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 240, g: 120, b: 10 } },
    })
      .webp()
      .toBuffer();
    const name = await storeUpload(t.app.media, orange);
    const saved = await put({
      title: "Field Notes",
      description: "",
      socialImage: `${t.app.config.baseUrl}/uploads/${name}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ socialImage: `${t.app.config.baseUrl}/uploads/${name}` });
    // Pages name the same address; what it shows is now the upload, cropped to the networks' size.
    const home = await page("/");
    expect(metaContent(home, 'meta[property="og:image"]')).toMatch(/\/og\/site\.jpg$/u);
    const preview = await t.app.inject({ url: "/og/site.jpg" });
    const image = sharp(preview.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const { dominant } = await image.stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);

    expect((await put({ title: "Field Notes", description: "", socialImage: null })).statusCode).toBe(200);
    const card = await t.app.inject({ url: "/og/site.jpg" });
    expect(card.rawPayload.equals(preview.rawPayload)).toBe(false);
  });
});
