import { PASSWORD_MESSAGES } from "@shared/password";
import { authPost } from "@test/server/auth";
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
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const NEW_PASSWORD = "Fresh#Start9";
const INVALID_RESET_LINK = "This reset link is invalid or has expired. Links work once, for one hour.";

/**
 * The reset page works without scripts (decision 0068): the mail's link opens a form posting the token
 * and the new password twice; the server resets through better-auth and sends the browser back to the
 * page with the outcome.
 */
describe.each(engines)("password reset as a form without scripts ($name)", ({ url }) => {
  let site: MailFormSite;
  beforeAll(async () => {
    site = await startMailFormSite(url());
  }, 120_000);
  afterAll(async () => site?.close());

  const resetTokenFor = async (user: TestUser) => {
    expect((await authPost(site.t.app, "/request-password-reset", { email: user.email })).statusCode).toBe(200);
    const { text } = await site.mailTo(user.email);
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/u.exec(text);
    expect(link, text).not.toBeNull();
    return link?.[1] ?? "";
  };
  const signIn = (user: TestUser, password: string) =>
    authPost(site.t.app, "/sign-in/email", { email: user.email, password });

  it("the mail's link opens a labelled form naming the site; opening it changes nothing", async () => {
    const user = await signUpUser(site.t.app);
    const token = await resetTokenFor(user);
    const { status, cacheControl, page } = await fetchPage(site.t, `/reset-password?token=${token}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe("private, no-store");
    const { form, action, token: hidden } = postingForm(page);
    expect(action).toBe("/reset-password");
    expect(hidden).toBe(token);
    for (const [name, label] of [
      ["newPassword", "New password"],
      ["confirmPassword", "Confirm new password"],
    ]) {
      const input = form?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      expect(input?.type, name).toBe("password");
      expect(page.querySelector(`label[for="${input?.id}"]`)?.textContent, name).toBe(label);
    }
    expect(mainText(page)).toContain(`your ${CUSTOM_TITLE} account`);
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it("lists the failing rules and the mismatch in the page, and keeps the old password", async () => {
    const user = await signUpUser(site.t.app);
    const token = await resetTokenFor(user);
    const posted = await postForm(site.t, "/reset-password", [
      ["token", token],
      ["newPassword", "weak"],
      ["confirmPassword", "other"],
    ]);
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    // The passwords never go into the address, only which rules failed.
    expect(location).not.toContain("weak");
    const page = await fetchPage(site.t, location);
    expect(page.status).toBe(400);
    const errors = [...page.page.querySelectorAll("main [role=alert]")].map((alert) => alert.textContent).join(" ");
    for (const message of [...Object.values(PASSWORD_MESSAGES), "The two passwords do not match."]) {
      expect(errors).toContain(message);
    }
    // The form is back, with the token, for another try.
    expect(postingForm(page.page).token).toBe(token);
    expect((await signIn(user, user.password)).statusCode).toBe(200);
  });

  it("a good password sets it (no cookie needed), says so, and the link works once", async () => {
    const user = await signUpUser(site.t.app);
    const token = await resetTokenFor(user);
    const posted = await postForm(site.t, "/reset-password", [
      ["token", token],
      ["newPassword", NEW_PASSWORD],
      ["confirmPassword", NEW_PASSWORD],
    ]);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/reset-password?outcome=done");
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user, user.password)).statusCode).toBe(401);
    const done = await fetchPage(site.t, String(posted.headers.location));
    expect(done.status).toBe(200);
    expect(done.page.querySelector("main [role=status]")?.textContent).toContain("Log in with your new password.");
    expect(done.page.querySelector('main a[href="/login"]')?.textContent).toBe("Log In");

    const again = await postForm(site.t, "/reset-password", [
      ["token", token],
      ["newPassword", "Another#Pass1"],
      ["confirmPassword", "Another#Pass1"],
    ]);
    expect(again.statusCode).toBe(303);
    const used = await fetchPage(site.t, String(again.headers.location));
    expect(used.status).toBe(400);
    expect(used.type).toMatch(/^text\/html/u);
    expect(used.page.querySelector("main [role=alert]")?.textContent).toBe(INVALID_RESET_LINK);
    expect((await signIn(user, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
