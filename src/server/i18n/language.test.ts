import { createTestApp, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 59: the interface's language, chosen by the account's setting, the switcher's cookie, the
// browser's Accept-Language and the site's default, in that order; drawn from the page's first byte.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
  await t.app.inject({ url: "/" });
}, 90_000);
afterAll(async () => t?.close());

describe("the page's language", () => {
  const home = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: "/", headers });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    const html = /<html lang="([^"]+)" dir="([^"]+)">/u.exec(response.body);
    return {
      response,
      lang: html?.[1],
      dir: html?.[2],
      heading: page.querySelector("h1")?.textContent,
      title: page.title,
    };
  };

  it("is English, as SPEC writes it, for a browser that asks for nothing else", async () => {
    const page = await home();
    expect(page).toMatchObject({ lang: "en", dir: "ltr", heading: "Discover. Read. Share." });
    expect(page.title).toBe("Inkwell · Discover. Read. Share.");
    expect(page.response.headers["content-language"]).toBe("en");
  });

  it("follows Accept-Language, and tells caches the page varies by it", async () => {
    const spanish = await home({ "accept-language": "pt-BR, es-MX;q=0.8, en;q=0.5" });
    expect(spanish).toMatchObject({ lang: "es", dir: "ltr", heading: "Descubre. Lee. Comparte." });
    expect(spanish.title).toBe("Inkwell · Descubre. Lee. Comparte.");
    expect(spanish.response.headers.vary).toContain("Accept-Language");
    expect(spanish.response.headers["content-language"]).toBe("es");
    const arabic = await home({ "accept-language": "ar" });
    expect(arabic).toMatchObject({ lang: "ar", dir: "rtl" });
    // A kept copy of the Spanish page is never handed to an English reader.
    expect((await home({ "accept-language": "en" })).heading).toBe("Discover. Read. Share.");
  });

  it("takes the switcher's cookie over Accept-Language", async () => {
    const page = await home({ "accept-language": "es", cookie: "inkwell-lang=de" });
    expect(page).toMatchObject({ lang: "de", heading: "Entdecken. Lesen. Teilen." });
  });

  it("falls back to the site's default language", async () => {
    const admin = await signUpUser(t.app);
    await t.store.db.updateTable("profile").set({ role: "admin" }).execute();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { title: "Inkwell", description: "", defaultLanguage: "fr" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaultLanguage: "fr" });
    try {
      expect((await home({ "accept-language": "pt" })).lang).toBe("fr");
      expect((await home({ "accept-language": "ja" })).lang).toBe("ja");
    } finally {
      await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: bearer(admin.token),
        payload: { title: "Inkwell", description: "", defaultLanguage: "en" },
      });
      await t.store.db.updateTable("profile").set({ role: "member" }).execute();
    }
  });

  it("refuses a default language Inkwell does not speak", async () => {
    const admin = await signUpUser(t.app);
    await t.store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "is not", null).execute();
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { title: "Inkwell", description: "", defaultLanguage: "pt" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("defaultLanguage must be one of en, es, de, fr, ja, ar");
    await t.store.db.updateTable("profile").set({ role: "member" }).execute();
  });
});

describe("the language switcher and the account's setting", () => {
  it("remembers a visitor's choice in a cookie and goes back to the page, without scripts", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/language",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "language=ja&back=%2FBlogs%3Fcategory%3DTravel",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/Blogs?category=Travel");
    expect(response.headers["set-cookie"]).toMatch(/^inkwell-lang=ja; Path=\/; Max-Age=31536000; SameSite=Lax/u);
  });

  it("answers a script 204 and never sends anyone to another site", async () => {
    const scripted = await t.app.inject({
      method: "POST",
      url: "/language",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: "language=fr",
    });
    expect(scripted.statusCode).toBe(204);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/language",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `language=fr&back=${encodeURIComponent("//evil.example/")}`,
    });
    expect(elsewhere.headers.location).toBe("/");
  });

  it("refuses a language it does not speak, with a message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/language",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "language=xx",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("language must be one of en, es, de, fr, ja, ar.");
  });

  it("keeps a signed-in reader's choice as their setting, which wins over their browser", async () => {
    const reader = await signUpUser(t.app);
    expect((await t.app.inject({ url: "/api/me", headers: bearer(reader.token) })).json().language).toBeNull();
    const switched = await t.app.inject({
      method: "POST",
      url: "/language",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: reader.cookie },
      payload: "language=de",
    });
    expect(switched.statusCode).toBe(303);
    expect((await t.app.inject({ url: "/api/me", headers: bearer(reader.token) })).json().language).toBe("de");
    const page = await t.app.inject({ url: "/", headers: { cookie: reader.cookie, "accept-language": "es" } });
    expect(page.body).toContain('<html lang="de" dir="ltr">');

    // Settings: the same choice through the API; null follows the browser again.
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(reader.token),
      payload: { language: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().language).toBeNull();
    const again = await t.app.inject({ url: "/", headers: { cookie: reader.cookie, "accept-language": "es" } });
    expect(again.body).toContain('<html lang="es" dir="ltr">');
    const refused = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(reader.token),
      payload: { language: "klingon" },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe("the head in the reader's language", () => {
  const head = async (url: string, language: string) => {
    const response = await t.app.inject({ url, headers: { "accept-language": language } });
    const page = parseHtml(response.body);
    return {
      status: response.statusCode,
      title: page.title,
      description: page.querySelector('meta[name="description"]')?.getAttribute("content"),
    };
  };

  it("names a reading page and describes it in that language, and in SPEC's English otherwise", async () => {
    expect(await head("/Blogs", "es")).toMatchObject({ status: 200, title: "Todos los blogs · Inkwell" });
    expect((await head("/Blogs", "es")).description).toMatch(/^Blogs en Inkwell: \d+ historias? para leer\. /u);
    expect((await head("/Blogs?category=Travel", "de")).description).toMatch(/^Reisen-Blogs auf Inkwell: /u);
    expect(await head("/Features", "ar")).toMatchObject({ title: "أطول 10 مدونات حسب عدد الكلمات · Inkwell" });
    expect(await head("/search?q=kyoto", "fr")).toMatchObject({
      title: "Recherche : kyoto · Inkwell",
      description: "Articles sur Inkwell correspondant à « kyoto ».",
    });
    expect(await head("/Blogs", "en")).toMatchObject({ title: "All Blogs · Inkwell" });
    expect((await head("/Blogs", "en")).description).toMatch(
      /^Blogs on Inkwell: \d+ stories to read\. Search by title/u,
    );
  });

  it("titles the 404 page and the screens drawn in the browser from the first byte", async () => {
    expect(await head("/no/such/page/here", "es")).toMatchObject({
      status: 404,
      title: "Página no encontrada · Inkwell",
    });
    expect(await head("/login", "de")).toMatchObject({ title: "Anmelden · Inkwell" });
    expect(await head("/stats", "ja")).toMatchObject({ title: "統計 · Inkwell" });
    expect(await head("/login", "en")).toMatchObject({ title: "Log In · Inkwell" });
  });
});
