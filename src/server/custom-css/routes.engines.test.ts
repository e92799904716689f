import { CUSTOM_CSS_KEPT_REVISIONS, CUSTOM_CSS_MAX_BYTES } from "@shared/custom-css";
import type { CustomCss } from "@shared/custom-css-schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const FRAMED = ".navbar { outline: 3px solid rgb(1, 2, 3) }";

describe.each(engines)("custom CSS ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const put = (css: unknown, token = admin.token) =>
    t.app.inject({ method: "PUT", url: "/api/admin/custom-css", headers: as(token), payload: { css } });
  const current = async () =>
    (await t.app.inject({ url: "/api/admin/custom-css", headers: as(admin.token) })).json<CustomCss>();
  const restore = (id: string, token = admin.token) =>
    t.app.inject({ method: "POST", url: `/api/admin/custom-css/revisions/${id}/restore`, headers: as(token) });
  const stylesheetLink = async (path = "/") =>
    parseHtml((await t.app.inject({ url: path })).body).head.querySelector('link[href^="/site-custom.css"]');
  const auditActions = async () =>
    (await t.store.db.selectFrom("audit_log").select("action").where("action", "like", "css.%").execute())
      .map((row) => row.action)
      // Lines written in the same millisecond have no order of their own.
      .sort();

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app);
    member = await signUpUser(t.app);
    await setRole(t.store, admin.email, "admin");
    await setRole(t.store, member.email, "member");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom("site_revision").where("subject", "=", "css").execute();
    await t.store.db.deleteFrom("site_setting").where("key", "=", "customCss").execute();
    await t.store.db.deleteFrom("audit_log").where("action", "like", "css.%").execute();
  });

  it("is the admin's alone, refused before the body is read", async () => {
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/custom-css", payload: { css: 1 } })).statusCode).toBe(
      401,
    );
    expect((await put(12, member.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/custom-css", headers: as(member.token) })).statusCode).toBe(403);
    expect((await restore("0".repeat(24), member.token)).statusCode).toBe(403);
    expect(await current()).toEqual({ css: "", revisions: [] });
  });

  it("serves nothing and links nothing while none is set", async () => {
    const response = await t.app.inject({ url: "/site-custom.css" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.stringContaining("no custom CSS is set") });
    expect(await stylesheetLink()).toBeNull();
  });

  it("saves, serves it as its own stylesheet and links it after the site's own on every page, CSP unchanged", async () => {
    const before = await t.app.inject({ url: "/" });
    const saved = await put(FRAMED);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CustomCss>()).toMatchObject({ css: FRAMED, revisions: [{ bytes: 0 }] });

    const after = await t.app.inject({ url: "/" });
    expect(after.headers["content-security-policy"]).toBe(before.headers["content-security-policy"]);
    const document = parseHtml(after.body);
    const link = document.head.querySelector('link[href^="/site-custom.css"]');
    const href = link?.getAttribute("href") ?? "";
    expect(href).toMatch(/^\/site-custom\.css\?v=[\w-]{16}$/u);
    expect(link?.getAttribute("rel")).toBe("stylesheet");
    // Last of the stylesheets, so its rules win at equal specificity; and never inline.
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].at(-1)).toBe(link);
    expect(after.body).not.toContain(FRAMED);
    // Not part of the settings the browser is sent.
    expect((await t.app.inject({ url: "/api/site" })).body).not.toContain("outline");
    expect((await stylesheetLink("/Blogs"))?.getAttribute("href")).toBe(href);

    const sheet = await t.app.inject({ url: href });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toBe(FRAMED);
    expect(sheet.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(sheet.headers["x-content-type-options"]).toBe("nosniff");
    expect(sheet.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Another address (an old version's, none) gets today's text, briefly.
    for (const other of ["/site-custom.css", "/site-custom.css?v=old"]) {
      const answer = await t.app.inject({ url: other });
      expect(answer.body).toBe(FRAMED);
      expect(answer.headers["cache-control"]).toBe("public, max-age=300");
    }
    expect(await auditActions()).toEqual(["css.update"]);
  });

  it("refuses CSS that loads other sheets or script, or is too long, with a readable 400 and nothing saved", async () => {
    await put(FRAMED);
    const refusals: Array<[string, string]> = [
      [
        "@import url(https://x);",
        "Line 1: @import is not allowed: the custom CSS is one stylesheet and loads no other.",
      ],
      ["a {}\nb { background: url(javascript:alert(1)) }", "Line 2: addresses starting with javascript:"],
      ["a { color: red", "Line 1: the CSS does not parse (Unclosed block)."],
      ["a".repeat(CUSTOM_CSS_MAX_BYTES + 1), "The custom CSS is 50,001 bytes; the limit is 50,000."],
    ];
    for (const [css, message] of refusals) {
      const response = await put(css);
      expect(response.statusCode, css.slice(0, 40)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await put(null)).statusCode).toBe(400);
    expect((await current()).css).toBe(FRAMED);
    expect(await auditActions()).toEqual(["css.update"]);
  });

  it("keeps what each change replaced, restores it as an edit, and removes the link when emptied", async () => {
    await put("a { color: rgb(1, 1, 1) }");
    await put(FRAMED);
    // Saving the same text again is no change: no version, no audit line.
    await put(FRAMED);
    const { revisions } = await current();
    expect(revisions.map((revision) => revision.bytes)).toEqual([25, 0]);
    const [previous] = revisions;
    const shown = await t.app.inject({
      url: `/api/admin/custom-css/revisions/${previous?.id}`,
      headers: as(admin.token),
    });
    expect(shown.json()).toMatchObject({ css: "a { color: rgb(1, 1, 1) }", bytes: 25 });

    const restored = await restore(previous?.id ?? "");
    expect(restored.statusCode).toBe(200);
    expect(restored.json<CustomCss>().css).toBe("a { color: rgb(1, 1, 1) }");
    // The restore is undoable: what it replaced is now the newest version.
    const after = (await current()).revisions;
    expect(after.map((revision) => revision.bytes)).toEqual([FRAMED.length, 25, 0]);
    const sheet = await t.app.inject({ url: (await stylesheetLink())?.getAttribute("href") ?? "" });
    expect(sheet.body).toBe("a { color: rgb(1, 1, 1) }");

    expect((await put("")).statusCode).toBe(200);
    expect(await stylesheetLink()).toBeNull();
    expect((await t.app.inject({ url: "/site-custom.css" })).statusCode).toBe(404);
    expect(await auditActions()).toEqual(["css.restore", "css.update", "css.update", "css.update"]);

    expect((await restore("f".repeat(24))).statusCode).toBe(404);
    expect((await restore("not-an-id")).statusCode).toBe(400);
  });

  it("answers saves made at the same moment with 200 or 409, never a 500, and keeps a version for each saved", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => put(`a { order: ${index} }`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json<{ message: string }>().message).toMatch(/^The custom CSS was saved by someone else/u);
    }
    const saved = statuses.filter((status) => status === 200).length;
    expect((await current()).revisions).toHaveLength(saved);
  });

  it(`keeps the newest ${CUSTOM_CSS_KEPT_REVISIONS} versions`, async () => {
    for (let index = 0; index <= CUSTOM_CSS_KEPT_REVISIONS + 1; index++) {
      expect((await put(`a { z-index: ${index} }`)).statusCode).toBe(200);
    }
    const { revisions } = await current();
    expect(revisions).toHaveLength(CUSTOM_CSS_KEPT_REVISIONS);
    const newest = await t.app.inject({
      url: `/api/admin/custom-css/revisions/${revisions[0]?.id}`,
      headers: as(admin.token),
    });
    expect(newest.json<{ css: string }>().css).toBe(`a { z-index: ${CUSTOM_CSS_KEPT_REVISIONS} }`);
    const oldest = await t.app.inject({
      url: `/api/admin/custom-css/revisions/${revisions.at(-1)?.id}`,
      headers: as(admin.token),
    });
    expect(oldest.json<{ css: string }>().css).toBe("a { z-index: 1 }");
  }, 60_000);
});
