import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { type Navigation, SPEC_BAR_LINKS } from "@shared/navigation";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ARRANGED: Navigation = {
  bar: [
    { label: "About", url: "/about" },
    { label: "Home", url: "/" },
    { label: "Travel", url: "/tag/travel" },
    { label: "Shop", url: "https://shop.example/inkwell?ref=bar" },
  ],
  footer: [{ label: "Mastodon", url: "https://social.example/@inkwell" }],
};

describe.each(engines)("admin navigation ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const setRole = async (email: string, role: string) => {
    const user = await t.store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await t.store.db.updateTable("profile").set({ role }).where("user_id", "=", user.id).execute();
  };
  const call = (method: "GET" | "PUT" | "DELETE", token: string | undefined, payload?: unknown) =>
    t.app.inject({
      method,
      url: "/api/admin/navigation",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  /** The main bar's page links, as the server drew them for a visitor. */
  const barLinks = async () => {
    const home = parseHtml((await t.app.inject({ url: "/" })).body);
    return [...home.querySelectorAll('nav[aria-label="Main"] ul.navbar-center a')].map((link) => [
      link.textContent?.trim(),
      link.getAttribute("href"),
    ]);
  };
  const footerLinks = async () => {
    const home = parseHtml((await t.app.inject({ url: "/" })).body);
    return [...home.querySelectorAll('footer nav[aria-label="Footer"] a')].map((link) => [
      link.textContent?.trim(),
      link.getAttribute("href"),
    ]);
  };
  const auditLines = () =>
    t.store.db
      .selectFrom("audit_log")
      .select(["action", "note", "actor_id"])
      .where("action", "like", "navigation.%")
      .orderBy("created_at")
      .execute();

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app);
    member = await signUpUser(t.app);
    await setRole(admin.email, "admin");
    await setRole(member.email, "member");
    await t.app.inject({ url: "/" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shows the SPEC's navigation on a fresh site: its three links in the bar, none in the footer", async () => {
    const response = await call("GET", admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ custom: false, bar: SPEC_BAR_LINKS, footer: [] });
    expect((await t.app.inject({ url: "/api/site" })).json()).toMatchObject({ navigation: null });
    expect(await barLinks()).toEqual([
      ["Home", "/"],
      ["All Blogs", "/Blogs"],
      ["Featured Blogs", "/Features"],
    ]);
    expect(await footerLinks()).toEqual([]);
  });

  it("is for admins only, before the body is read: 401 signed out, 403 for a member", async () => {
    expect((await call("GET", undefined)).statusCode).toBe(401);
    expect((await call("PUT", undefined, { nonsense: true })).statusCode).toBe(401);
    const refused = await call("PUT", member.token, { nonsense: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MODERATION_MESSAGES.adminsOnly });
    expect((await call("GET", member.token)).statusCode).toBe(403);
    expect((await call("DELETE", member.token)).statusCode).toBe(403);
    expect(await auditLines()).toEqual([]);
  });

  const link = (url: string, label = "Link") => ({ bar: [{ label, url }], footer: [] });
  it.each([
    [link("javascript:alert(1)"), "Only https:// addresses are allowed, not javascript:"],
    [link("http://example.com/"), "Only https:// addresses are allowed, not http:"],
    [link("//evil.example/x"), "A link goes to a page of this site (starting with /) or to an https:// address."],
    [link("/\\evil.example"), "cannot contain spaces, backslashes or control characters"],
    [link("about"), "A link goes to a page of this site"],
    [link("/a\u0007b"), "control characters"],
    [link(`/${"a".repeat(300)}`), "A path can be at most 300 characters."],
    [link("https://user:pw@example.com/"), "cannot carry a user name or password"],
    [link("/about", "   "), "A link needs a label."],
    [link("/about", "x".repeat(41)), "A label can be at most 40 characters."],
    [{ bar: Array.from({ length: 13 }, () => ({ label: "A", url: "/" })), footer: [] }, "at most 12 links"],
    [{ bar: [] }, undefined],
    [{ bar: [], footer: [], reset: true }, undefined],
  ])("refuses %j with a 400 and a message, storing nothing", async (payload, message) => {
    const response = await call("PUT", admin.token, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    if (message) expect(body.message).toContain(message);
    else expect(body.message).toEqual(expect.any(String));
    expect((await call("GET", admin.token)).json()).toMatchObject({ custom: false });
  });

  it("saves the links in their order, audits the save, and every page draws them", async () => {
    const saved = await call("PUT", admin.token, {
      ...ARRANGED,
      // Labels and addresses are trimmed.
      bar: ARRANGED.bar.map((item, index) => (index === 0 ? { label: "  About ", url: " /about " } : item)),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ custom: true, ...ARRANGED });
    expect((await call("GET", admin.token)).json()).toEqual({ custom: true, ...ARRANGED });
    expect((await t.app.inject({ url: "/api/site" })).json()).toMatchObject({ navigation: ARRANGED });
    expect(await barLinks()).toEqual(ARRANGED.bar.map((item) => [item.label, item.url]));
    expect(await footerLinks()).toEqual([["Mastodon", "https://social.example/@inkwell"]]);
    const [line] = await auditLines();
    expect(line).toMatchObject({
      action: "navigation.update",
      note: expect.stringContaining("bar: About, Home, Travel, Shop"),
    });
  });

  it("goes back to the SPEC's navigation in one call, and audits that too", async () => {
    const reset = await call("DELETE", admin.token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ custom: false, bar: SPEC_BAR_LINKS, footer: [] });
    expect((await t.app.inject({ url: "/api/site" })).json()).toMatchObject({ navigation: null });
    expect((await barLinks()).map(([label]) => label)).toEqual(["Home", "All Blogs", "Featured Blogs"]);
    expect(await footerLinks()).toEqual([]);
    expect((await auditLines()).map((line) => line.action)).toEqual(["navigation.update", "navigation.reset"]);
  });

  it("lets the admin take every SPEC link out of the bar", async () => {
    const saved = await call("PUT", admin.token, { bar: [], footer: [] });
    expect(saved.json()).toEqual({ custom: true, bar: [], footer: [] });
    expect(await barLinks()).toEqual([]);
    await call("DELETE", admin.token);
  });
});
