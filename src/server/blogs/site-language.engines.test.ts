import type { SearchResult } from "@shared/search-schemas";
import { blogPayload, postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A post without a language of its own is in the site's default language, the admin's setting (decision
 * 0143, amended): the API answers it, the one-language-per-group check counts it, and PostgreSQL stems it
 * in that language, indexing the unmarked posts again when the admin changes it. A reader's query is
 * stemmed in the reader's interface language.
 */
describe.each(engines)("the site's default language for unmarked posts ($name)", ({ name, url }) => {
  let t: TestApp;
  let admin: TestUser;
  let writer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app, { name: "Site Admin" });
    await setRole(t.store, admin.email, "admin");
    writer = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const setDefault = async (defaultLanguage: string) => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { title: "Inkwell", description: "", defaultLanguage },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const languageOf = async (id: string) =>
    (await t.app.inject({ url: `/api/allBlogs/${id}` })).json<{ language: string }>().language;
  const titles = async (q: string, acceptLanguage: string) => {
    const response = await t.app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}`,
      headers: { "accept-language": acceptLanguage },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toContain("Accept-Language");
    return response.json<SearchResult[]>().map((hit) => hit.title);
  };

  it("answers an unmarked post in the site's language, and follows the site when it changes", async () => {
    const unmarked = await postBlog(t.app, writer.token, { title: "Sin marca", longDesc: "Un texto." });
    const english = await postBlog(t.app, writer.token, { title: "Marked", language: "en", longDesc: "A text." });
    expect(await languageOf(unmarked)).toBe("en");
    await setDefault("es");
    try {
      expect(await languageOf(unmarked)).toBe("es");
      expect(await languageOf(english)).toBe("en");
      const list = await t.app.inject({ url: "/api/allBlogs?limit=50" });
      const listed = list.json<{ blogs?: Array<{ _id: string; language: string }> }>();
      const rows = Array.isArray(listed) ? (listed as Array<{ _id: string; language: string }>) : (listed.blogs ?? []);
      expect(rows.find((blog) => blog._id === unmarked)?.language).toBe("es");
    } finally {
      await setDefault("en");
    }
  });

  it("counts an unmarked post as the site's language in a translation group", async () => {
    await setDefault("es");
    try {
      const original = await postBlog(t.app, writer.token, { title: "Original sin marca", longDesc: "Uno." });
      const spanish = await t.app.inject({
        method: "POST",
        url: "/api/blog",
        headers: bearer(writer.token),
        payload: blogPayload({ title: "Otra", longDesc: "Dos.", language: "es", translationOf: original }),
      });
      expect(spanish.statusCode, spanish.body).toBe(409);
      const english = await postBlog(t.app, writer.token, {
        title: "Another",
        longDesc: "Two.",
        language: "en",
        translationOf: original,
      });
      const links = (await t.app.inject({ url: `/api/allBlogs/${english}` })).json<{
        translations: Array<{ _id: string; language: string }>;
      }>().translations;
      expect(links).toEqual([expect.objectContaining({ _id: original, language: "es" })]);
    } finally {
      await setDefault("en");
    }
  });

  it.runIf(name === "postgres")(
    "stems a query in the reader's language: gatos finds gato for a Spanish reader",
    async () => {
      await postBlog(t.app, writer.token, { title: "El gato", language: "es", longDesc: "Un gato dormía al sol." });
      expect(await titles("gatos", "es")).toEqual(["El gato"]);
      // The Spanish stemmer takes tejía and tejer to one stem; the English one does not.
      await postBlog(t.app, writer.token, {
        title: "La abuela",
        language: "es",
        longDesc: "La abuela tejía bufandas.",
      });
      expect(await titles("tejer", "es")).toEqual(["La abuela"]);
      expect(await titles("tejer", "en")).toEqual([]);
    },
  );

  it.runIf(name === "postgres")("indexes unmarked posts in the site's language, again when it changes", async () => {
    await postBlog(t.app, writer.token, { title: "Las grullas", longDesc: "Las grullas cruzaban el pantano." });
    // Stemmed in English while the site is English: a Spanish reader's "cruzar" does not find "cruzaban".
    expect(await titles("cruzar", "es")).toEqual([]);
    await setDefault("es");
    try {
      expect(await titles("cruzar", "es")).toEqual(["Las grullas"]);
      // Written while the site is Spanish: stemmed in Spanish from the start.
      await postBlog(t.app, writer.token, { title: "Los halcones", longDesc: "Los halcones cazaban palomas." });
      expect(await titles("cazar", "es")).toEqual(["Los halcones"]);
      // A post that names its language keeps it.
      await postBlog(t.app, writer.token, {
        title: "Los cuervos",
        language: "en",
        longDesc: "Los cuervos graznaban.",
      });
      expect(await titles("graznar", "es")).toEqual([]);
      // Snippets are headlined in the post's language, the site's for an unmarked one.
      const hit = await t.app.inject({ url: "/api/search?q=cruzar", headers: { "accept-language": "es" } });
      expect(hit.json<SearchResult[]>()[0]?.snippet).toContain("<mark>cruzaban</mark>");
    } finally {
      await setDefault("en");
    }
    expect(await titles("cruzar", "es")).toEqual([]);
    expect(await titles("cazar", "es")).toEqual([]);
  });
});
