import { MESSAGES } from "@shared/messages";
import { blogPayload, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 59, decision 0146: a failure answers in the reader's language, chosen as pages choose it.
describe.each(engines)("the API's failures in the reader's language ($name)", ({ url }) => {
  let t: TestApp;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    reader = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const missingBlog = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/allBlogs/${UNKNOWN_ID}`, headers });

  it("stays exactly as SPEC writes it for a reader who asks for no language", async () => {
    const response = await missingBlog();
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(JSON.stringify({ message: MESSAGES.blogNotFound, code: "NOT_FOUND" }));
    expect(response.headers["content-language"]).toBe("en");
  });

  it("follows Accept-Language, says so, and tells caches the words vary by it", async () => {
    const response = await missingBlog({ "accept-language": "es-MX, en;q=0.5" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "Lo sentimos, no se encontró el blog solicitado.",
      code: "NOT_FOUND",
      english: MESSAGES.blogNotFound,
    });
    expect(response.headers["content-language"]).toBe("es");
    expect(response.headers.vary).toMatch(/Accept-Language/u);
    expect(response.headers.vary).toMatch(/Cookie/u);
    expect(response.headers["cache-control"] ?? "").not.toMatch(/public/u);
  });

  it("takes the switcher's cookie over Accept-Language", async () => {
    const response = await missingBlog({ "accept-language": "es", cookie: "inkwell-lang=de" });
    expect(response.json().message).toBe("Der angeforderte Blog wurde leider nicht gefunden.");
    expect(response.headers["content-language"]).toBe("de");
  });

  it("takes a signed-in account's own setting over the cookie and the browser", async () => {
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(reader.token),
      payload: { language: "ja" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const response = await t.app.inject({
        method: "DELETE",
        url: `/api/blogs/${UNKNOWN_ID}`,
        headers: { ...bearer(reader.token), "accept-language": "es", cookie: "inkwell-lang=de" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("申し訳ありません。お探しのブログは見つかりませんでした。");
      expect(response.headers["content-language"]).toBe("ja");
    } finally {
      await t.app.inject({
        method: "PATCH",
        url: "/api/me",
        headers: bearer(reader.token),
        payload: { language: null },
      });
    }
  });

  it("says a validation failure's message and every issue in German, field names too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: { ...bearer(reader.token), "accept-language": "de" },
      payload: blogPayload({ title: "", category: "Food" }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string; issues: string[] }>();
    expect(body.code).toBe("VALIDATION");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        "Das Feld „Titel“ ist erforderlich.",
        "Die Kategorie muss eine von Technology, Travel, Education, Health, Lifestyle sein.",
      ]),
    );
    expect(body.message).toBe(body.issues[0]);
    expect(response.headers["content-language"]).toBe("de");
    // SPEC's English rides beside it, so a client can tell which failure it is in any language.
    expect(response.json<{ english: string }>().english).toBe("Title is required.");
  });

  it("fills a message's values back in: the limit it names", async () => {
    const response = await t.app.inject({
      url: `/api/search?q=${"a".repeat(501)}`,
      headers: { "accept-language": "fr" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Une recherche peut contenir au plus 500 caractères.");
    const english = await t.app.inject({ url: `/api/search?q=${"a".repeat(501)}` });
    expect(english.json().message).toBe("A search can be at most 500 characters.");
    expect(english.json()).not.toHaveProperty("english");
    expect(response.json().english).toBe("A search can be at most 500 characters.");
  });

  it("answers an address that is nowhere in the reader's language", async () => {
    const response = await t.app.inject({ url: "/api/nowhere", headers: { "accept-language": "ar" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: "لا يوجد شيء في GET /api/nowhere.",
      code: "NOT_FOUND",
      english: "Nothing is at GET /api/nowhere.",
    });
    expect(response.headers["content-language"]).toBe("ar");
  });

  it("says better-auth's own failures and the sign-up rules in the reader's language too", async () => {
    const signIn = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers,
        payload: { email: reader.email, password: "Wrong#123" },
      });
    const english = await signIn();
    expect(english.statusCode).toBe(401);
    const asWritten = english.json<{ message: string }>().message;
    expect(asWritten).toBe("Invalid email or password");
    const spanish = await signIn({ "accept-language": "es" });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({
      ...english.json(),
      message: "Correo electrónico o contraseña no válidos",
      english: asWritten,
    });
    expect(spanish.headers["content-language"]).toBe("es");

    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "accept-language": "fr" },
      payload: { name: "Ada", email: "ada-fr@example.com", password: "short", image: "https://example.com/a.png" },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().issues).toEqual([
      "Le mot de passe doit contenir au moins 6 caractères.",
      "Le mot de passe doit contenir au moins une lettre majuscule.",
      "Le mot de passe doit contenir au moins un caractère spécial.",
      "Le mot de passe doit contenir au moins un chiffre.",
    ]);
  });

  it("falls back to the site's default for a language Inkwell does not speak", async () => {
    const admin = await signUpUser(t.app);
    const { id } = await t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    await t.store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "=", id).execute();
    const setDefault = (defaultLanguage: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: bearer(admin.token),
        payload: { title: "Inkwell", description: "", defaultLanguage },
      });
    expect((await setDefault("fr")).statusCode).toBe(200);
    try {
      const response = await missingBlog({ "accept-language": "pt-BR" });
      expect(response.json().message).toBe("Désolé, le blog demandé est introuvable.");
      expect(response.headers["content-language"]).toBe("fr");
    } finally {
      await setDefault("en");
    }
  });
});
