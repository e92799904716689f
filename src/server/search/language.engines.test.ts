import type { SearchResult } from "@shared/search-schemas";
import { parseSearch } from "@shared/search-syntax";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTextSearch } from "./postgres";

/**
 * Posts in other languages (decision 0143): each test writes words of its own, so the tests share one app
 * without finding each other's posts.
 */
describe.each(engines)("full-text search across languages ($name)", ({ name, url }) => {
  let t: TestApp;
  let writer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const post = (overrides: Record<string, unknown>) => postBlog(t.app, writer.token, overrides);
  const titles = async (q: string) => {
    const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult[]>().map((hit) => hit.title);
  };

  it("finds a post in another language by its words as written, and marks them in the snippet", async () => {
    await post({ title: "Bajamar", language: "es", longDesc: "Caminábamos por la orilla cuando bajó la marea." });
    expect(await titles("marea")).toEqual(["Bajamar"]);
    expect(await titles("caminábamos")).toEqual(["Bajamar"]);
  });

  it("finds a post again by its new words after its language changes", async () => {
    const id = await post({ title: "Zugvögel", language: "de", longDesc: "Die Kraniche ziehen über das Moor." });
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: { authorization: `Bearer ${writer.token}` },
      payload: { title: "Zugvögel", longDesc: "Les grues traversent la tourbière.", language: "fr" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await titles("tourbière")).toEqual(["Zugvögel"]);
    expect(await titles("Kraniche")).toEqual([]);
  });

  it.runIf(name === "sqlite")("folds diacritics: café finds cafe and cafe finds café", async () => {
    await post({ title: "Corner café", longDesc: "A quiet cafe by the naïve mural." });
    await post({ title: "Crème brûlée", longDesc: "Burnt cream, the way the bistro makes it." });
    expect(await titles("cafe")).toEqual(["Corner café"]);
    expect(await titles("naive")).toEqual(["Corner café"]);
    expect(await titles("creme brulee")).toEqual(["Crème brûlée"]);
  });

  it.runIf(name === "postgres")("stems a post in its own language for a reader of that language", async () => {
    await post({ title: "Las gaviotas", language: "es", longDesc: "Las gaviotas volaban sobre los barcos pesqueros." });
    // The Spanish stemmer takes volaban and volar to one stem; the English one does not.
    const asked = async (language: string) =>
      (await postgresTextSearch(t.store).page(parseSearch("volar"), 10, 0, language)).map((hit) => hit.row.title);
    expect(await asked("es")).toEqual(["Las gaviotas"]);
    expect(await asked("en")).toEqual([]);
  });

  it.runIf(name === "postgres")("leaves out a query of the reader's stop words alone", async () => {
    await post({ title: "Stopwords", language: "es", longDesc: "the the the" });
    expect(await titles("the")).toEqual([]);
  });
});
