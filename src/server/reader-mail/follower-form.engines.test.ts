import { FOLLOWER_MAIL_TEXTS } from "@shared/mail-links";
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
import { signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMailToken } from "../mail/reader-links";

/**
 * The follower mail's unsubscribe link, opened in a browser (decision 0068): a page whose button posts
 * a form, while the RFC 8058 one-click POST on the API keeps answering as before.
 */
describe.each(engines)("follower mail unsubscribe as a form without scripts ($name)", ({ url }) => {
  let site: MailFormSite;
  beforeAll(async () => {
    site = await startMailFormSite(url());
  }, 120_000);
  afterAll(async () => site?.close());

  /** A reader with follower mail on, and the token their follower mails carry. */
  const reader = async () => {
    const user = await signUpUser(site.t.app);
    const { id } = await site.t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    return { id, token: accountMailToken(site.t.app.config.authSecret, "follower", id) };
  };
  const notifies = async (userId: string) => {
    const profile = await site.t.store.db
      .selectFrom("profile")
      .select("notify_followed")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(profile.notify_followed) === 1;
  };

  it("the mail's link leads a browser to a page with a button form; nothing changes on the way", async () => {
    const { id, token } = await reader();
    const link = `/api/follows/unsubscribe?token=${encodeURIComponent(token)}`;
    const opened = await site.t.app.inject({ url: link });
    expect(opened.statusCode).toBe(303);
    const target = new URL(String(opened.headers.location));
    expect(`${target.pathname}${target.search}`).toBe(`/follows/unsubscribe?token=${encodeURIComponent(token)}`);

    const { status, cacheControl, page } = await fetchPage(site.t, `${target.pathname}${target.search}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe("private, no-store");
    const { form, action, token: hidden } = postingForm(page);
    expect(action).toBe("/follows/unsubscribe");
    expect(hidden).toBe(token);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Stop these mails");
    expect(mainText(page)).toContain(`${CUSTOM_TITLE} mails you when a writer you follow publishes`);
    expect(page.title).toBe(`Mail from writers you follow · ${CUSTOM_TITLE}`);
    expect(await notifies(id)).toBe(true);
  });

  it("the button's form post (no cookie) stops the mails and comes back to a page that says so", async () => {
    const { id, token } = await reader();
    const posted = await postForm(site.t, "/follows/unsubscribe", [["token", token]]);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/follows/unsubscribe?outcome=stopped");
    expect(await notifies(id)).toBe(false);
    const done = await fetchPage(site.t, String(posted.headers.location));
    expect(done.status).toBe(200);
    expect(done.page.querySelector("main [role=status]")?.textContent).toBe(FOLLOWER_MAIL_TEXTS.stopped);
    expect(done.page.querySelector('main a[href="/settings"]')?.textContent).toBe("Settings");
  });

  it("a forged token is a readable 400 page, and nobody's mail stops", async () => {
    const { id, token } = await reader();
    const posted = await postForm(site.t, "/follows/unsubscribe", [["token", `${token}x`]]);
    expect(posted.statusCode).toBe(303);
    const page = await fetchPage(site.t, String(posted.headers.location));
    expect(page.status).toBe(400);
    expect(page.type).toMatch(/^text\/html/u);
    expect(page.page.querySelector("main [role=alert]")?.textContent).toBe(FOLLOWER_MAIL_TEXTS.badToken);
    expect(await notifies(id)).toBe(true);
  });

  it("RFC 8058's one-click POST answers exactly as before", async () => {
    const { id, token } = await reader();
    const oneClick = await site.t.app.inject({
      method: "POST",
      url: `/api/follows/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: FOLLOWER_MAIL_TEXTS.stopped });
    expect(await notifies(id)).toBe(false);
  });
});
