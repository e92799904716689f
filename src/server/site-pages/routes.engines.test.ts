import { PAGE_SLUG_MESSAGES, PAGE_SLUG_PATTERN, RESERVED_PAGE_SLUGS } from "@shared/site-pages";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_NOT_FOUND } from "./routes";

describe.each(engines)("the site's own pages over the API ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const as = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
  const send = (
    method: "POST" | "PUT" | "DELETE" | "GET",
    path: string,
    payload?: unknown,
    user: TestUser | null = admin,
  ) => t.app.inject({ method, url: `/api/admin/pages${path}`, headers: as(user), ...(payload ? { payload } : {}) });
  const about = {
    title: "About us",
    slug: "about",
    description: "Who writes here",
    body: "We write **often**.",
    status: "published",
  };
  const auditOf = async (targetId: string) =>
    (
      await t.store.db
        .selectFrom("audit_log")
        .select(["action", "target_label", "note"])
        .where("target_id", "=", targetId)
        .orderBy("created_at")
        .execute()
    ).map((row) => `${row.action} ${row.target_label} ${row.note ?? ""}`.trim());

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

  it("keeps pages to admins, before it reads what is sent", async () => {
    expect((await send("GET", "", undefined, null)).statusCode).toBe(401);
    expect((await send("GET", "", undefined, member)).statusCode).toBe(403);
    // Even a body that would not pass is refused for who sends it first.
    const refused = await send("POST", "", { slug: "Not A Slug" }, member);
    expect(refused.statusCode).toBe(403);
    expect((await send("PUT", "/0123456789abcdef01234567", about, member)).statusCode).toBe(403);
  });

  it("writes a page that readers get rendered, and lists it with its state", async () => {
    const created = await send("POST", "", about);
    expect(created.statusCode).toBe(201);
    const page = created.json();
    expect(page).toMatchObject({ slug: "about", title: "About us", status: "published", body: "We write **often**." });
    expect(page.publishedAt).toBe(page.createdAt);

    const read = await t.app.inject({ url: "/api/pages/about" });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      slug: "about",
      title: "About us",
      description: "Who writes here",
      html: "<p>We write <strong>often</strong>.</p>\n",
    });
    expect(read.json()).not.toHaveProperty("body");
    // The address is read without regard to case, as the app's routes are.
    expect((await t.app.inject({ url: "/api/pages/About" })).statusCode).toBe(200);

    const list = await send("GET", "");
    expect(list.json()).toEqual([expect.objectContaining({ id: page.id, slug: "about", status: "published" })]);
    expect(await auditOf(page.id)).toEqual(["page.create About us (/about) published"]);
  });

  it("refuses an address the app uses, one another page holds, and a page without a title or text", async () => {
    for (const slug of ["login", "admin", "api", "allblogs", "viewdetails", "series", "site-icon"]) {
      const refused = await send("POST", "", { ...about, slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().message).toContain(PAGE_SLUG_MESSAGES.reserved(slug));
    }
    const dotted = await send("POST", "", { ...about, slug: "robots.txt" });
    expect(dotted.statusCode).toBe(400);
    expect(dotted.json().message).toContain(PAGE_SLUG_MESSAGES.characters);

    const taken = await send("POST", "", { ...about, title: "Another about" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PAGE_SLUG_MESSAGES.taken("about"));

    const empty = await send("POST", "", { ...about, slug: "empty", title: " ", body: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Title is required/u);
    const stored = await t.store.db.selectFrom("site_page").select("slug").execute();
    expect(stored.map((row) => row.slug)).toEqual(["about"]);
  });

  it("keeps a draft from readers until it is published", async () => {
    const draft = (await send("POST", "", { ...about, slug: "contact", title: "Contact", status: "draft" })).json();
    expect(draft.publishedAt).toBeNull();
    const hidden = await t.app.inject({ url: "/api/pages/contact" });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(PAGE_NOT_FOUND);

    const published = await send("PUT", `/${draft.id}`, {
      ...about,
      slug: "contact",
      title: "Contact",
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).not.toBeNull();
    expect((await t.app.inject({ url: "/api/pages/contact" })).statusCode).toBe(200);
    expect(await auditOf(draft.id)).toEqual([
      "page.create Contact (/contact) draft",
      "page.update Contact (/contact) published",
    ]);
  });

  it("keeps the text each save replaces, and restores it as a save of its own", async () => {
    const page = (await send("POST", "", { ...about, slug: "privacy", title: "Privacy", body: "First words." })).json();
    // A save that changes nothing keeps nothing; a change of address alone keeps nothing either.
    await send("PUT", `/${page.id}`, { ...about, slug: "privacy", title: "Privacy", body: "First words." });
    await send("PUT", `/${page.id}`, { ...about, slug: "privacy-policy", title: "Privacy", body: "First words." });
    expect((await send("GET", `/${page.id}/revisions`)).json()).toEqual([]);
    expect((await t.app.inject({ url: "/api/pages/privacy" })).statusCode).toBe(404);

    await send("PUT", `/${page.id}`, {
      ...about,
      slug: "privacy-policy",
      title: "Privacy policy",
      body: "Second words.",
    });
    const revisions = (await send("GET", `/${page.id}/revisions`)).json();
    expect(revisions).toEqual([expect.objectContaining({ title: "Privacy" })]);
    const kept = (await send("GET", `/${page.id}/revisions/${revisions[0].id}`)).json();
    expect(kept).toMatchObject({ title: "Privacy", body: "First words." });

    const restored = await send("POST", `/${page.id}/revisions/${revisions[0].id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: "Privacy", body: "First words.", slug: "privacy-policy" });
    const after = (await send("GET", `/${page.id}/revisions`)).json();
    expect(after.map((revision: { title: string }) => revision.title)).toEqual(["Privacy policy", "Privacy"]);
    expect((await t.app.inject({ url: "/api/pages/privacy-policy" })).json().html).toBe("<p>First words.</p>\n");
    expect((await auditOf(page.id)).at(-1)).toBe("page.restore Privacy (/privacy-policy)");

    const unknown = await send("POST", `/${page.id}/revisions/0123456789abcdef01234567/restore`);
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a page with its kept versions, and its address is free again", async () => {
    const page = (await send("POST", "", { ...about, slug: "gone", title: "Gone" })).json();
    await send("PUT", `/${page.id}`, { ...about, slug: "gone", title: "Gone soon" });
    expect((await send("DELETE", `/${page.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/pages/gone" })).statusCode).toBe(404);
    expect((await send("GET", `/${page.id}`)).statusCode).toBe(404);
    const kept = await t.store.db
      .selectFrom("site_revision")
      .select("id")
      .where("subject", "=", `page:${page.id}`)
      .execute();
    expect(kept).toEqual([]);
    expect((await auditOf(page.id)).at(-1)).toBe("page.delete Gone soon (/gone)");
    expect((await send("POST", "", { ...about, slug: "gone", title: "Back" })).statusCode).toBe(201);
  });
});

describe("the addresses pages may not take", () => {
  it("hold every route of the server's", async () => {
    const t = await createTestApp(engines[0]?.url() ?? "");
    try {
      const listed = t.app.printRoutes({ commonPrefix: false });
      // Each route whole on a line of its own at the left edge (commonPrefix: false); its first segment.
      const firsts = new Set(
        [...listed.matchAll(/^[├└]── \/([^/\s(]*)/gmu)].map((match) => (match[1] ?? "").toLowerCase()),
      );
      // A file's name (a dot), a parameter or wildcard, or the root: none can be a page's address.
      const claimable = [...firsts].filter((first) => PAGE_SLUG_PATTERN.test(first));
      expect(claimable.filter((first) => !RESERVED_PAGE_SLUGS.has(first))).toEqual([]);
      expect(claimable).toContain("api");
    } finally {
      await t.close();
    }
  });
});
