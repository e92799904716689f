import { createTestApp, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Decision 0145: a reader mail's links carry its language (`?lang=`), and the pages they open speak it
// unless the reader chose a language themselves: the switcher's cookie still wins, the browser's
// Accept-Language does not.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
  await t.app.inject({ url: "/" });
}, 90_000);
afterAll(async () => t?.close());

const open = async (url: string, headers: Record<string, string> = { "accept-language": "en" }) => {
  const response = await t.app.inject({ url, headers });
  const page = parseHtml(response.body);
  return {
    response,
    lang: /<html lang="([^"]+)"/u.exec(response.body)?.[1],
    heading: page.querySelector("main h1")?.textContent,
    alert: page.querySelector("main [role=alert]")?.textContent,
    action: page.querySelector("main form")?.getAttribute("action"),
  };
};

describe("the pages a mail links to, in the mail's language", () => {
  it("draws the follower mail's unsubscribe page in the link's language over Accept-Language", async () => {
    const page = await open("/follows/unsubscribe?token=user.mac&lang=es");
    expect(page.response.statusCode).toBe(200);
    expect(page.lang).toBe("es");
    expect(page.response.headers["content-language"]).toBe("es");
    expect(page.heading).toBe("Correo de los escritores que sigue");
    // Still the page every cache tells apart by cookie and Accept-Language; the language is in the URL.
    expect(page.response.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(page.response.headers["cache-control"]).toBe("private, no-store");
    // The form posts keeping the language, so the answer's page is in it too.
    expect(page.action).toBe("/follows/unsubscribe?lang=es");
  });

  it("draws the preferences and comment-mail pages in it too", async () => {
    const preferences = await open("/newsletter/preferences?token=made.up&lang=es");
    expect(preferences.response.statusCode).toBe(404);
    expect(preferences.lang).toBe("es");
    expect(preferences.alert).toBe("Este enlace del boletín no es válido.");
    const comments = await open("/Notifications/Unsubscribe/?token=user.mac&lang=de");
    expect(comments.lang).toBe("de");
    const confirm = await open("/newsletter/confirm?token=abc&lang=fr");
    expect(confirm.lang).toBe("fr");
    expect(confirm.action).toBe("/newsletter/confirm?lang=fr");
  });

  it("draws the password reset page in the reset mail's language, and its form keeps it", async () => {
    const page = await open("/reset-password?token=made-up&lang=ar");
    expect(page.lang).toBe("ar");
    expect(page.response.body).toMatch(/<html lang="ar" dir="rtl"/u);
    expect(page.action).toBe("/reset-password?lang=ar");
    const posted = await t.app.inject({
      method: "POST",
      url: "/reset-password?lang=ar",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "token=made-up&newPassword=short&confirmPassword=short",
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/reset-password\?.*lang=ar/u);
  });

  it("lets the switcher's cookie win over the link", async () => {
    const page = await open("/follows/unsubscribe?token=user.mac&lang=es", {
      cookie: "inkwell-lang=de",
      "accept-language": "en",
    });
    expect(page.lang).toBe("de");
  });

  it("lets a signed-in reader's own setting win, and follows the link when they have none", async () => {
    const reader = await signUpUser(t.app);
    const url = "/follows/unsubscribe?token=user.mac&lang=es";
    expect((await open(url, { cookie: reader.cookie, "accept-language": "en" })).lang).toBe("es");
    const set = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(reader.token),
      payload: { language: "ja" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await open(url, { cookie: reader.cookie, "accept-language": "en" })).lang).toBe("ja");
  });

  it("ignores a language the interface does not speak, and a link without one behaves as before", async () => {
    for (const lang of ["xx", "es-MX", "ES", "", "es&lang=fr"]) {
      const url = `/follows/unsubscribe?token=user.mac&lang=${encodeURIComponent(lang)}`;
      const page = await open(url);
      expect(page.lang, url).toBe("en");
      expect(page.heading, url).toBe("Mail from writers you follow");
      expect(page.action, url).toBe("/follows/unsubscribe");
    }
    const plain = await open("/follows/unsubscribe?token=user.mac", { "accept-language": "ja" });
    expect(plain.lang).toBe("ja");
    expect(plain.action).toBe("/follows/unsubscribe");
  });

  it("does not touch other pages: a `lang` on the home page is no language", async () => {
    expect((await open("/?lang=es")).lang).toBe("en");
  });

  it("keeps the language through a form post's redirect, and leaves it out when there was none", async () => {
    const post = (url: string) =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "token=someone.forged",
      });
    const posted = await post("/follows/unsubscribe?lang=es");
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/follows/unsubscribe?lang=es&outcome=bad-link");
    const outcome = await open(String(posted.headers.location));
    expect(outcome.lang).toBe("es");
    expect(outcome.alert).toBe("Este enlace para cancelar la suscripción no es válido.");
    expect((await post("/follows/unsubscribe?lang=klingon")).headers.location).toBe(
      "/follows/unsubscribe?outcome=bad-link",
    );
    expect((await post("/newsletter/preferences?lang=ar")).headers.location).toBe(
      "/newsletter/preferences?lang=ar&outcome=bad-link",
    );
    expect((await post("/newsletter/confirm?lang=ja")).headers.location).toBe(
      "/newsletter/confirm?lang=ja&outcome=not-found",
    );
  });

  it("passes the language of a List-Unsubscribe link a browser opens on to the page", async () => {
    const follower = await t.app.inject({ url: "/api/follows/unsubscribe?token=anything&lang=es" });
    expect(follower.statusCode).toBe(303);
    expect(new URL(String(follower.headers.location)).search).toBe("?token=anything&lang=es");
    const newsletter = await t.app.inject({ url: "/api/newsletter/unsubscribe?token=a.b&lang=xx" });
    expect(new URL(String(newsletter.headers.location)).search).toBe("?token=a.b");
  });
});
