import { TRANSLATION_MESSAGES } from "@shared/post-language";
import { type Blog, blogSchema } from "@shared/schemas";
import { blogPayload, postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("blogs: language and translations ($name)", ({ url }) => {
  let t: TestApp;
  let author: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    author = await signUpUser(t.app, { name: "Ada Writer" });
    other = await signUpUser(t.app, { name: "Other Writer" });
  });
  afterAll(async () => t?.close());

  const getBlog = async (id: string): Promise<Blog> => {
    const response = await t.app.inject({ url: `/api/allBlogs/${id}` });
    expect(response.statusCode).toBe(200);
    return blogSchema.parse(response.json());
  };
  const post = (payload: Record<string, unknown>, token = author.token) =>
    t.app.inject({ method: "POST", url: "/api/blog", headers: bearer(token), payload: blogPayload(payload) });
  const put = (id: string, payload: Record<string, unknown>, token = author.token) =>
    t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(token),
      payload: { title: "Notes From the Road", longDesc: "We drove north.", ...payload },
    });

  it("stores a language in canonical case and answers the site's default for a post without one", async () => {
    const tagged = await postBlog(t.app, author.token, { language: "pt-br" });
    const plain = await postBlog(t.app, author.token);
    expect((await getBlog(tagged)).language).toBe("pt-BR");
    expect((await getBlog(plain)).language).toBe("en");
    const row = await t.store.db.selectFrom("blog").select("language").where("id", "=", plain).executeTakeFirst();
    expect(row?.language).toBeNull();

    const listed = await t.app.inject({ url: "/api/allBlogs?limit=50" });
    const languages = new Map(listed.json<Blog[]>().map((blog) => [blog._id, blog.language]));
    expect(languages.get(tagged)).toBe("pt-BR");
    expect(languages.get(plain)).toBe("en");
  });

  it("refuses a malformed language with a 400 and a message", async () => {
    for (const language of ["not a tag", "e", "x".repeat(40), 12]) {
      const response = await post({ language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await post({ language: "en_US!" })).json().message).toBe("A language must be a tag like en, es or pt-BR.");
  });

  it("changes a post's language on update, and null brings back the site's default", async () => {
    const id = await postBlog(t.app, author.token, { language: "de" });
    expect((await put(id, { language: "FR" })).json().modifiedCount).toBe(1);
    expect((await getBlog(id)).language).toBe("fr");
    expect((await put(id, { language: "fr" })).json().modifiedCount).toBe(0);
    expect((await put(id, { language: null })).statusCode).toBe(200);
    expect((await getBlog(id)).language).toBe("en");
  });

  it("links a translation to its original and offers each the others, published ones only", async () => {
    const original = await postBlog(t.app, author.token, { title: "The Sea", language: "en" });
    const spanish = await postBlog(t.app, author.token, {
      title: "El mar",
      language: "es",
      translationOf: original,
    });
    // Naming a translation as the original joins the same group.
    const german = await postBlog(t.app, author.token, { title: "Das Meer", language: "de", translationOf: spanish });
    const draft = await postBlog(t.app, author.token, { language: "fr", translationOf: original, draft: true });

    const first = await getBlog(original);
    expect(first.translations?.map((link) => [link.language, link.title])).toEqual([
      ["de", "Das Meer"],
      ["es", "El mar"],
    ]);
    expect(first.translations?.[1]?.url).toMatch(/^\/@[^/]+\/el-mar$/u);
    const es = await getBlog(spanish);
    expect(es.translationOf).toBe(original);
    expect(es.translations?.map((link) => link._id)).toEqual([german, original]);
    expect((await getBlog(german)).translationOf).toBe(original);
    expect(first.translations?.some((link) => link._id === draft)).toBe(false);
  });

  it("refuses another writer's post, an unknown one and itself as the original", async () => {
    const theirs = await postBlog(t.app, other.token, { language: "es" });
    const refused = await post({ language: "fr", translationOf: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TRANSLATION_MESSAGES.notYours);
    expect((await post({ translationOf: UNKNOWN_ID })).json().message).toBe(TRANSLATION_MESSAGES.notYours);
    expect((await post({ translationOf: "nope" })).statusCode).toBe(400);

    const mine = await postBlog(t.app, author.token);
    const self = await put(mine, { translationOf: mine });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TRANSLATION_MESSAGES.itself);
  });

  it("refuses two posts of one group in the same language, the site's default counting as its language", async () => {
    const original = await postBlog(t.app, author.token, { title: "Default language" });
    const clash = await post({ language: "en", translationOf: original });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(TRANSLATION_MESSAGES.sameLanguage("en"));

    const italian = await postBlog(t.app, author.token, { language: "it", translationOf: original });
    const renamed = await put(italian, { language: "en" });
    expect(renamed.statusCode).toBe(409);
    expect((await put(original, { language: "it" })).statusCode).toBe(409);
    expect((await put(original, { language: "en-GB" })).statusCode).toBe(200);
  });

  it("refuses an original with translations as another's translation, and unlinks with null", async () => {
    const a = await postBlog(t.app, author.token, { language: "en" });
    const b = await postBlog(t.app, author.token, { language: "ja", translationOf: a });
    const c = await postBlog(t.app, author.token, { language: "ko" });
    const refused = await put(a, { translationOf: c });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRANSLATION_MESSAGES.hasTranslations);
    expect((await put(b, { translationOf: null })).json().modifiedCount).toBe(1);
    expect((await getBlog(a)).translations).toEqual([]);
  });

  it("answers another writer's update with 403 before looking at its body", async () => {
    const id = await postBlog(t.app, author.token);
    const response = await put(id, { language: "not a tag", translationOf: "nope" }, other.token);
    expect(response.statusCode).toBe(403);
  });

  it("keeps a group together when its original is deleted", async () => {
    const original = await postBlog(t.app, author.token, { language: "en" });
    const first = await postBlog(t.app, author.token, { language: "sv", translationOf: original });
    const second = await postBlog(t.app, author.token, { language: "nl", translationOf: original });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/blogs/${original}`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getBlog(first)).translationOf).toBeNull();
    expect((await getBlog(second)).translationOf).toBe(first);
    expect((await getBlog(first)).translations?.map((link) => link._id)).toEqual([second]);
  });
});
