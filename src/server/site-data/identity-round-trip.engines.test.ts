import { rmSync } from "node:fs";
import path from "node:path";
import type { CustomCss } from "@shared/custom-css-schemas";
import type { AuditEntry } from "@shared/moderation-schemas";
import type { Navigation } from "@shared/navigation";
import { createTestApp, engines, type TestApp, testConfig } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { connectFresh, signIn, tempDir } from "@test/server/site-data";
import { bearer, signUpUser, TEST_PASSWORD, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import type { Store } from "../db/connect";
import { exportMedia, importMedia } from "../media/migrate";
import { exportSite } from "./export";
import type { ExportFile } from "./format";
import { importSite, readExport } from "./import";

/**
 * Issue 58: the site's identity (title, logo, accent colour, default social image), its own pages, the
 * navigation and the custom CSS move with `npm run export` / `npm run import`, all set through the admin's
 * own routes. The pictures' bytes are uploads, which the export leaves to `npm run media -- export`
 * (docs/operations.md §6): the settings name them, and they show once the media is copied too.
 * The source is always SQLite (where sites start); the target is each engine under test.
 */
const ACCENT = "#1a73e8";
const EARLIER_CSS = ".navbar { outline: 1px solid rgb(1, 2, 3) }";
const CUSTOM_CSS = ".navbar { outline: 3px solid rgb(4, 5, 6) }\nh1 { letter-spacing: 0.01em }";
const NAVIGATION: Navigation = {
  bar: [
    { label: "Home", url: "/" },
    { label: "About", url: "/about" },
    { label: "Travel", url: "/tag/travel" },
  ],
  footer: [{ label: "Mastodon", url: "https://social.example/@moved" }],
};

/** A multipart/form-data body with one picture in the field the admin screen's upload sends. */
function imageBody(bytes: Buffer) {
  const boundary = "----inkwell-identity-test";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The name of the brand link that leads home from the main navigation bar. */
const brand = (document: Document) =>
  document.querySelector('nav[aria-label="Main"] a[href="/"] span:not(.brand-logo)')?.textContent?.trim();
const barLinks = (document: Document) =>
  [...document.querySelectorAll('nav[aria-label="Main"] ul.navbar-center a')].map((link) => [
    link.textContent?.trim(),
    link.getAttribute("href"),
  ]);
const stylesheetHref = (document: Document) =>
  document.head.querySelector('link[rel="stylesheet"][href^="/site-custom.css"]')?.getAttribute("href") ?? null;

describe.each(engines)(
  "the site's identity, pages, navigation and CSS: export from SQLite, import into $name",
  ({ url }) => {
    let source: TestApp;
    let target: { app: App; store: Store };
    let dir: string;
    let admin: TestUser;
    let logoUrl: string;
    let socialUrl: string;
    let pageId: string;
    let exported: ExportFile;
    /** What the source answered just before the export, to hold the target to. */
    let before: { site: unknown; settings: unknown; navigation: unknown; css: CustomCss; audit: AuditEntry[] };
    let targetToken: string;

    const get = (app: App, url: string, token?: string) => app.inject({ url, headers: token ? bearer(token) : {} });
    const send = (app: App, method: "POST" | "PUT", url: string, payload: Record<string, unknown>, token: string) =>
      app.inject({ method, url, headers: bearer(token), payload });
    const html = async (app: App, url: string) => {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return parseHtml(response.body);
    };

    beforeAll(async () => {
      dir = tempDir();
      source = await createTestApp(":memory:", { dataDir: path.join(dir, "source-data") });
      admin = await signUpUser(source.app, { name: "Ada Owner" });
      await setRole(source.store, admin.email, "admin");

      // The logo and the social image, uploaded as the settings screen's upload buttons do.
      const upload = async (bytes: Buffer) => {
        const { payload, headers } = imageBody(bytes);
        const response = await source.app.inject({
          method: "POST",
          url: "/api/images",
          payload,
          headers: { ...headers, ...bearer(admin.token) },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ url: string }>().url;
      };
      logoUrl = await upload(await solid(300, 100, { r: 20, g: 90, b: 160 }));
      socialUrl = await upload(await solid(1200, 630, { r: 240, g: 120, b: 10 }));
      const saved = await send(
        source.app,
        "PUT",
        "/api/admin/settings",
        {
          title: "Field Notes",
          description: "Notes from the field.",
          icon: logoUrl,
          accentColor: ACCENT,
          socialImage: socialUrl,
        },
        admin.token,
      );
      expect(saved.statusCode, saved.body).toBe(200);

      // Custom CSS with an earlier text kept as a revision (and the empty one before it).
      for (const css of [EARLIER_CSS, CUSTOM_CSS]) {
        const response = await send(source.app, "PUT", "/api/admin/custom-css", { css }, admin.token);
        expect(response.statusCode, response.body).toBe(200);
      }

      // An About page, published, then edited once, so its first text is kept.
      const created = await send(
        source.app,
        "POST",
        "/api/admin/pages",
        { title: "About", slug: "about", description: "Who writes here", body: "We write.", status: "published" },
        admin.token,
      );
      expect(created.statusCode, created.body).toBe(201);
      pageId = created.json<{ id: string }>().id;
      const edited = await send(
        source.app,
        "PUT",
        `/api/admin/pages/${pageId}`,
        {
          title: "About us",
          slug: "about",
          description: "Who writes here",
          body: "We write **here**, about the field.",
          status: "published",
        },
        admin.token,
      );
      expect(edited.statusCode, edited.body).toBe(200);

      const arranged = await send(source.app, "PUT", "/api/admin/navigation", NAVIGATION, admin.token);
      expect(arranged.statusCode, arranged.body).toBe(200);

      // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
      await source.app.inject({ url: "/" });
      before = {
        site: (await get(source.app, "/api/site")).json(),
        settings: (await get(source.app, "/api/admin/settings", admin.token)).json(),
        navigation: (await get(source.app, "/api/admin/navigation", admin.token)).json(),
        css: (await get(source.app, "/api/admin/custom-css", admin.token)).json<CustomCss>(),
        audit: (await get(source.app, "/api/admin/audit", admin.token)).json<AuditEntry[]>(),
      };

      const file = path.join(dir, "site.json");
      await exportSite(source.store, file);
      exported = readExport(file);

      // A new site with storage of its own: nothing of the source's uploads is there until the media moves.
      const config = testConfig({ databaseUrl: url(), dataDir: path.join(dir, "target-data") });
      const store = await connectFresh(config.databaseUrl);
      await importSite(config, store, exported);
      const app = await buildApp(config, store);
      await app.ready();
      target = { app, store };
      targetToken = await signIn(target.app, admin.email, TEST_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await target?.app.close();
      await target?.store.close();
      await source?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("writes the settings, the custom CSS, the page and every kept version into the file", () => {
      const settings = Object.fromEntries(
        exported.tables.site_setting.map((row) => [row.key, JSON.parse(`${row.value}`)]),
      );
      expect(settings).toMatchObject({
        title: "Field Notes",
        description: "Notes from the field.",
        icon: logoUrl,
        accentColor: ACCENT,
        socialImage: socialUrl,
        navigation: NAVIGATION,
        customCss: CUSTOM_CSS,
      });
      expect(exported.tables.site_page).toEqual([
        expect.objectContaining({ id: pageId, slug: "about", status: "published" }),
      ]);
      const subjects = exported.tables.site_revision.map((row) => row.subject).sort();
      expect(subjects).toEqual(["css", "css", `page:${pageId}`]);
      // The pictures are uploads, not rows: the file names them and holds none of their bytes.
      expect(Object.keys(exported.tables).filter((table) => /upload|media|image/u.test(table))).toEqual([]);
    });

    it("answers the same settings and navigation over the API", async () => {
      expect((await get(target.app, "/api/site")).json()).toEqual(before.site);
      expect(before.site).toMatchObject({
        title: "Field Notes",
        icon: logoUrl,
        accentColor: ACCENT,
        socialImage: socialUrl,
        navigation: NAVIGATION,
      });
      expect((await get(target.app, "/api/admin/settings", targetToken)).json()).toEqual(before.settings);
      expect((await get(target.app, "/api/admin/navigation", targetToken)).json()).toEqual(before.navigation);
    });

    it("draws the home page with the title in the bar, the accent colour, the logo and the navigation", async () => {
      const home = await html(target.app, "/");
      expect(brand(home)).toBe("Field Notes");
      expect(home.title).toBe("Field Notes · Discover. Read. Share.");
      expect(home.head.innerHTML).toContain(`--color-primary:${ACCENT}`);
      const version = logoUrl.split("/").at(-1)?.slice(0, 16);
      expect(home.head.innerHTML).toContain(
        `:root .brand-logo{display:block;background-image:url("/site-icon/64.png?v=${version}")}`,
      );
      expect(home.head.querySelector('link[rel="icon"][sizes="32x32"]')?.getAttribute("href")).toBe(
        `/site-icon/32.png?v=${version}`,
      );
      expect(barLinks(home)).toEqual(NAVIGATION.bar.map((link) => [link.label, link.url]));
      // The same page as the source drew it, link for link.
      const sourceHome = await html(source.app, "/");
      expect(barLinks(home)).toEqual(barLinks(sourceHome));
      expect(stylesheetHref(home)).toBe(stylesheetHref(sourceHome));
    });

    it("serves the About page at its address, in the site's name", async () => {
      const page = await html(target.app, "/about");
      expect(page.title).toBe("About us · Field Notes");
      expect(page.querySelector("main h1")?.textContent).toBe("About us");
      expect(page.querySelector("main strong")?.textContent).toBe("here");
      expect(brand(page)).toBe("Field Notes");
      expect((await get(target.app, "/api/pages/about")).json()).toEqual(
        (await get(source.app, "/api/pages/about")).json(),
      );
    });

    it("serves the same custom CSS through the link the home page carries", async () => {
      const href = stylesheetHref(await html(target.app, "/"));
      expect(href).toMatch(/^\/site-custom\.css\?v=[\w-]{16}$/u);
      const sheet = await get(target.app, href ?? "");
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers["content-type"]).toBe("text/css; charset=utf-8");
      expect(sheet.body).toBe(CUSTOM_CSS);
    });

    it("keeps the admins' audit lines of every change; the import itself writes none", async () => {
      const audit = (await get(target.app, "/api/admin/audit", targetToken)).json<AuditEntry[]>();
      expect(audit).toEqual(before.audit);
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        "css.update",
        "css.update",
        "navigation.update",
        "page.create",
        "page.update",
        "settings.update",
      ]);
    });

    it("names the logo and social image it had, which show once the uploads are copied with npm run media", async () => {
      const logoPath = new URL(logoUrl).pathname;
      const version = logoPath.split("/").at(-1)?.slice(0, 16);
      // Documented: the export holds no uploads (docs/operations.md §6).
      expect((await get(target.app, logoPath)).statusCode).toBe(404);
      expect((await get(target.app, `/site-icon/64.png?v=${version}`)).statusCode).toBe(404);

      const media = path.join(dir, "media");
      expect(await exportMedia(source.app.media, media)).toEqual({ copied: 2, present: 0 });
      expect(await importMedia(target.app.media, media)).toEqual({ copied: 2, present: 0 });

      const logo = await get(target.app, logoPath);
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals((await get(source.app, logoPath)).rawPayload)).toBe(true);
      const icon = await get(target.app, `/site-icon/64.png?v=${version}`);
      expect(icon.statusCode).toBe(200);
      expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: "png", width: 64, height: 64 });
      const card = await get(target.app, "/og/site.jpg");
      expect(card.statusCode).toBe(200);
      const { dominant } = await sharp(card.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.b).toBeLessThan(60);
    });

    it("still lists the CSS's earlier text and restores it", async () => {
      const current = (await get(target.app, "/api/admin/custom-css", targetToken)).json<CustomCss>();
      expect(current).toEqual(before.css);
      expect(current.revisions.map((revision) => revision.bytes)).toEqual([EARLIER_CSS.length, 0]);
      const earlier = current.revisions[0]?.id ?? "";
      const shown = await get(target.app, `/api/admin/custom-css/revisions/${earlier}`, targetToken);
      expect(shown.json()).toMatchObject({ css: EARLIER_CSS });

      const restored = await target.app.inject({
        method: "POST",
        url: `/api/admin/custom-css/revisions/${earlier}/restore`,
        headers: bearer(targetToken),
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const href = stylesheetHref(await html(target.app, "/"));
      expect((await get(target.app, href ?? "")).body).toBe(EARLIER_CSS);
      const after = (await get(target.app, "/api/admin/custom-css", targetToken)).json<CustomCss>();
      expect(after.revisions.map((revision) => revision.bytes)).toEqual([CUSTOM_CSS.length, EARLIER_CSS.length, 0]);
    });

    it("still lists the page's earlier version and restores it", async () => {
      const revisions = (await get(target.app, `/api/admin/pages/${pageId}/revisions`, targetToken)).json<
        Array<{ id: string; title: string }>
      >();
      expect(revisions).toEqual([expect.objectContaining({ title: "About" })]);
      const restored = await target.app.inject({
        method: "POST",
        url: `/api/admin/pages/${pageId}/revisions/${revisions[0]?.id}/restore`,
        headers: bearer(targetToken),
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const page = await html(target.app, "/about");
      expect(page.querySelector("main h1")?.textContent).toBe("About");
      expect(page.querySelector("main p")?.textContent).toBe("We write.");
    });
  },
);
