import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { engines } from "@test/server/harness";
import {
  CUSTOM_TITLE,
  fetchPage,
  type MailFormSite,
  mainText,
  postForm,
  postingForm,
  startMailFormSite,
} from "@test/server/mail-form-site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriberToken } from "../mail/reader-links";

/**
 * The newsletter's pages work without scripts (decision 0068): the server draws real forms, a GET changes
 * nothing, a urlencoded POST with no cookie does the change and 303s back to a page that says so.
 */
describe.each(engines)("newsletter pages as forms without scripts ($name)", ({ url }) => {
  let site: MailFormSite;
  beforeAll(async () => {
    site = await startMailFormSite(url());
  }, 120_000);
  afterAll(async () => site?.close());

  const row = (email: string) =>
    site.t.store.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  /** Subscribes an address and answers the confirmation link's token from the mail it gets. */
  const confirmTokenFor = async (email: string) => {
    expect((await site.t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email } })).statusCode).toBe(
      201,
    );
    const { text } = await site.mailTo(email);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=([^\s&]+)/u.exec(text);
    expect(link, text).not.toBeNull();
    return decodeURIComponent(link?.[1] ?? "");
  };
  const linkTokenOf = async (email: string) => {
    const subscriber = await row(email);
    return subscriberToken(site.t.app.config.authSecret, subscriber.id, subscriber.token);
  };

  it("the confirmation page is a form naming the site; opening it confirms nothing", async () => {
    const email = "scanned@example.com";
    const token = await confirmTokenFor(email);
    const { status, type, cacheControl, page } = await fetchPage(
      site.t,
      `/newsletter/confirm?token=${encodeURIComponent(token)}`,
    );
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/u);
    // The token is personal: no cache keeps the page.
    expect(cacheControl).toBe("private, no-store");
    const { form, action, token: hidden } = postingForm(page);
    expect(action).toBe("/newsletter/confirm");
    expect(hidden).toBe(token);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Confirm subscription");
    expect(mainText(page)).toContain(`receiving the ${CUSTOM_TITLE} newsletter`);
    expect(page.body.textContent).not.toContain("Inkwell newsletter");
    expect(page.title).toBe(`Confirm your subscription · ${CUSTOM_TITLE}`);
    // Drawn whole, not the shell that asks for JavaScript.
    expect(page.body.textContent).not.toContain("This page needs JavaScript");
    expect((await row(email)).status).toBe("pending");
  });

  it("a form post with the token (no cookie) confirms once and comes back to a page that says so", async () => {
    const email = "form-confirm@example.com";
    const token = await confirmTokenFor(email);
    const posted = await postForm(site.t, "/newsletter/confirm", [["token", token]]);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/newsletter/confirm?outcome=confirmed");
    expect((await row(email)).status).toBe("confirmed");
    const done = await fetchPage(site.t, String(posted.headers.location));
    expect(done.status).toBe(200);
    expect(done.page.querySelector("main [role=status]")?.textContent).toBe(NEWSLETTER_TEXTS.confirmed);
    expect(postingForm(done.page).form).toBeNull();

    // The link works once: the second post says so in the page, with a 4xx and no JSON.
    const again = await postForm(site.t, "/newsletter/confirm", [["token", token]]);
    expect(again.statusCode).toBe(303);
    const used = await fetchPage(site.t, String(again.headers.location));
    expect(used.status).toBe(404);
    expect(used.type).toMatch(/^text\/html/u);
    expect(used.page.querySelector("main [role=alert]")?.textContent).toBe(NEWSLETTER_TEXTS.confirmNotFound);
    expect(used.page.querySelector('main a[href="/"]')?.textContent).toBe("Back to Home");
  });

  it("a made-up or missing token is a readable 4xx page, never a 500", async () => {
    for (const fields of [[["token", "made-up"]], [["token", "x".repeat(500)]], []] as Array<Array<[string, string]>>) {
      const posted = await postForm(site.t, "/newsletter/confirm", fields);
      expect(posted.statusCode).toBe(303);
      const page = await fetchPage(site.t, String(posted.headers.location));
      expect(page.status).toBe(404);
      expect(page.page.querySelector("main [role=alert]")?.textContent).toBe(NEWSLETTER_TEXTS.confirmNotFound);
    }
  });

  it("the preferences page is a form with the subscriber's choices; opening it changes nothing", async () => {
    const email = "prefs-page@example.com";
    await confirmTokenFor(email);
    const token = await linkTokenOf(email);
    const before = await row(email);
    const { status, cacheControl, page } = await fetchPage(
      site.t,
      `/newsletter/preferences?token=${encodeURIComponent(token)}`,
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe("private, no-store");
    const { form, action, token: hidden } = postingForm(page);
    expect(action).toBe("/newsletter/preferences");
    expect(hidden).toBe(token);
    expect(mainText(page)).toContain("p•••@example.com");
    expect(mainText(page)).toContain(`the ${CUSTOM_TITLE} newsletter`);
    expect(page.body.textContent).not.toContain("Inkwell newsletter");
    expect(form?.querySelectorAll('input[type="checkbox"][name="categories"]')).toHaveLength(5);
    expect(form?.querySelector<HTMLInputElement>('input[name="frequency"][value="each"]')?.checked).toBe(true);
    // The mail language they subscribed in (this page was English), chosen in a select the form posts.
    const language = form?.querySelector<HTMLSelectElement>('select[name="language"]');
    expect(language?.value).toBe("en");
    expect(language?.options).toHaveLength(6);
    expect(page.querySelector(`label[for="${language?.id}"]`)?.textContent).toBe("Mail language");
    const buttons = [...(form?.querySelectorAll('button[type="submit"]') ?? [])].map((button) => [
      button.getAttribute("name"),
      button.getAttribute("value"),
      button.textContent,
    ]);
    expect(buttons).toEqual([
      ["action", "save", "Save preferences"],
      ["action", "unsubscribe", "Unsubscribe"],
    ]);
    expect(await row(email)).toEqual(before);
  });

  it("saves the ticked categories and frequency from a form post, then unsubscribes from one", async () => {
    const email = "prefs-form@example.com";
    await confirmTokenFor(email);
    const token = await linkTokenOf(email);
    const saved = await postForm(site.t, "/newsletter/preferences", [
      ["token", token],
      ["categories", "Travel"],
      ["categories", "Health"],
      ["frequency", "weekly"],
      ["language", "ja"],
      ["action", "save"],
    ]);
    expect(saved.statusCode).toBe(303);
    const location = String(saved.headers.location);
    expect(location).toBe(`/newsletter/preferences?token=${encodeURIComponent(token)}&outcome=saved`);
    expect(await row(email)).toMatchObject({ categories: '["Travel","Health"]', frequency: "weekly", language: "ja" });
    const after = await fetchPage(site.t, location);
    expect(after.status).toBe(200);
    expect(after.page.querySelector("main [role=status]")?.textContent).toBe(NEWSLETTER_TEXTS.preferencesSaved);
    expect(after.page.querySelector<HTMLInputElement>('input[value="Travel"]')?.checked).toBe(true);
    expect(after.page.querySelector<HTMLInputElement>('input[value="Education"]')?.checked).toBe(false);
    expect(after.page.querySelector<HTMLInputElement>('input[value="weekly"]')?.checked).toBe(true);
    expect(after.page.querySelector<HTMLSelectElement>('select[name="language"]')?.value).toBe("ja");

    // A form drawn before the language could be chosen posts none: the stored one stays.
    await postForm(site.t, "/newsletter/preferences", [
      ["token", token],
      ["categories", "Travel"],
      ["frequency", "each"],
      ["action", "save"],
    ]);
    expect(await row(email)).toMatchObject({ categories: '["Travel"]', frequency: "each", language: "ja" });

    const left = await postForm(site.t, "/newsletter/preferences", [
      ["token", token],
      ["frequency", "weekly"],
      ["action", "unsubscribe"],
    ]);
    expect(left.statusCode).toBe(303);
    expect((await row(email)).status).toBe("unsubscribed");
    const gone = await fetchPage(site.t, String(left.headers.location));
    expect(gone.status).toBe(200);
    expect(gone.page.querySelector("main [role=status]")?.textContent).toBe(NEWSLETTER_TEXTS.unsubscribed);
    expect(postingForm(gone.page).form).toBeNull();
  });

  it("a forged link is a readable 404 page, whether opened or posted, and changes nothing", async () => {
    const email = "prefs-forged@example.com";
    await confirmTokenFor(email);
    const forged = `${await linkTokenOf(email)}x`;
    const opened = await fetchPage(site.t, `/newsletter/preferences?token=${encodeURIComponent(forged)}`);
    expect(opened.status).toBe(404);
    expect(opened.page.querySelector("main [role=alert]")?.textContent).toBe(NEWSLETTER_TEXTS.badToken);
    expect(postingForm(opened.page).form).toBeNull();

    const posted = await postForm(site.t, "/newsletter/preferences", [
      ["token", forged],
      ["action", "unsubscribe"],
    ]);
    expect(posted.statusCode).toBe(303);
    const page = await fetchPage(site.t, String(posted.headers.location));
    expect(page.status).toBe(404);
    expect(page.page.querySelector("main [role=alert]")?.textContent).toBe(NEWSLETTER_TEXTS.badToken);
    expect((await row(email)).status).toBe("pending");
  });

  it("checks whose link it is before the choices: a bad category with a good token is not saved", async () => {
    const email = "prefs-tampered@example.com";
    await confirmTokenFor(email);
    const token = await linkTokenOf(email);
    const posted = await postForm(site.t, "/newsletter/preferences", [
      ["token", token],
      ["categories", "Gardening"],
      ["frequency", "hourly"],
    ]);
    const language = await postForm(site.t, "/newsletter/preferences", [
      ["token", token],
      ["frequency", "weekly"],
      ["language", "klingon"],
    ]);
    expect(language.headers.location).toBe(posted.headers.location);
    expect(posted.statusCode).toBe(303);
    const page = await fetchPage(site.t, String(posted.headers.location));
    expect(page.status).toBe(400);
    expect(page.page.querySelector("main [role=alert]")?.textContent).toBe(
      "Your preferences could not be saved. Please try again.",
    );
    expect(await row(email)).toMatchObject({ categories: "[]", frequency: "each", language: "en" });
  });

  it("the JSON API the page uses once its scripts run keeps working", async () => {
    const email = "json-confirm@example.com";
    const token = await confirmTokenFor(email);
    const confirmed = await site.t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_TEXTS.confirmed });
  });
});
