import { COMMENT_MAIL_TEXTS } from "@shared/notifications";
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
 * The comment mail's unsubscribe link, opened in a browser (decision 0115): the app's page whose button
 * posts a form, while the RFC 8058 one-click POST on the API keeps answering JSON.
 */
describe.each(engines)("comment mail unsubscribe as a form without scripts ($name)", ({ url }) => {
  let site: MailFormSite;
  beforeAll(async () => {
    site = await startMailFormSite(url());
  }, 120_000);
  afterAll(async () => site?.close());

  /** A writer with comment mail on, and the token their comment mails carry. */
  const writer = async () => {
    const user = await signUpUser(site.t.app);
    const { id } = await site.t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", user.email)
      .executeTakeFirstOrThrow();
    await site.t.store.db.updateTable("profile").set({ notify_comments: 1 }).where("user_id", "=", id).execute();
    return { id, token: accountMailToken(site.t.app.config.authSecret, "comments", id) };
  };
  const notifies = async (userId: string) => {
    const profile = await site.t.store.db
      .selectFrom("profile")
      .select("notify_comments")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(profile.notify_comments) === 1;
  };

  it("the mail's link leads a browser to the app's page with a button form; nothing changes on the way", async () => {
    const { id, token } = await writer();
    const opened = await site.t.app.inject({
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    const target = new URL(String(opened.headers.location));
    expect(`${target.pathname}${target.search}`).toBe(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`);

    const { status, cacheControl, page } = await fetchPage(site.t, `${target.pathname}${target.search}`);
    expect(status).toBe(200);
    expect(cacheControl).toBe("private, no-store");
    const { form, action, token: hidden } = postingForm(page);
    expect(action).toBe("/notifications/unsubscribe");
    expect(hidden).toBe(token);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe(COMMENT_MAIL_TEXTS.button);
    expect(mainText(page)).toContain(COMMENT_MAIL_TEXTS.pageIntro);
    expect(page.title).toBe(`Stop comment mail · ${CUSTOM_TITLE}`);
    expect(await notifies(id)).toBe(true);
  });

  it("the button's form post (no cookie) stops the mail and comes back to a page that says so", async () => {
    const { id, token } = await writer();
    const posted = await postForm(site.t, "/notifications/unsubscribe", [["token", token]]);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/notifications/unsubscribe?outcome=stopped");
    expect(await notifies(id)).toBe(false);
    const done = await fetchPage(site.t, String(posted.headers.location));
    expect(done.status).toBe(200);
    expect(done.page.querySelector("main [role=status]")?.textContent).toBe(COMMENT_MAIL_TEXTS.stopped);
    expect(done.page.querySelector('main a[href="/settings"]')?.textContent).toBe("Settings");
  });

  it("a forged token is a readable 400 page, and nobody's mail stops", async () => {
    const { id, token } = await writer();
    const posted = await postForm(site.t, "/notifications/unsubscribe", [["token", `${token}x`]]);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/notifications/unsubscribe?outcome=bad-link");
    const page = await fetchPage(site.t, String(posted.headers.location));
    expect(page.status).toBe(400);
    expect(page.type).toMatch(/^text\/html/u);
    expect(page.page.querySelector("main [role=alert]")?.textContent).toBe(COMMENT_MAIL_TEXTS.badToken);
    expect(await notifies(id)).toBe(true);
  });

  it("a follower mail's token stops no comment mail, on either page", async () => {
    const { id, token } = await writer();
    const posted = await postForm(site.t, "/follows/unsubscribe", [["token", token]]);
    expect(posted.headers.location).toBe("/follows/unsubscribe?outcome=bad-link");
    expect(await notifies(id)).toBe(true);
  });

  it("RFC 8058's one-click POST answers JSON; a browser posting there is sent to the page", async () => {
    const { id, token } = await writer();
    const oneClick = await site.t.app.inject({
      method: "POST",
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: COMMENT_MAIL_TEXTS.stopped });
    expect(await notifies(id)).toBe(false);

    const browser = await site.t.app.inject({
      method: "POST",
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(`${token}x`)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe("/notifications/unsubscribe?outcome=bad-link");
  });
});
