import { createTestApp, type TestApp } from "./harness";
import { parseHtml } from "./page-parse";
import { readMail } from "./read-mail";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server";
import { signUpUser } from "./users";

/** A site title that is not Inkwell's, so a page naming "Inkwell" instead shows up. */
export const CUSTOM_TITLE = "Field Notes";

export type MailFormSite = {
  t: TestApp;
  smtp: TestSmtpServer;
  /** The newest mail to `email`, read as a mail client shows it. */
  mailTo: (email: string) => Promise<Awaited<ReturnType<typeof readMail>>>;
  close: () => Promise<void>;
};

/**
 * A site for the pages mails link to (decision 0068): real SMTP for the mails that carry the links, and
 * a title set by its admin through the settings API, as a site owner would.
 */
export async function startMailFormSite(databaseUrl: string, now?: () => number): Promise<MailFormSite> {
  const smtp = await startSmtpServer();
  const t = await createTestApp(
    databaseUrl,
    { mail: { smtpUrl: smtp.url, from: "Inkwell <no-reply@inkwell.test>" } },
    undefined,
    now ? { now } : {},
  );
  const admin = await signUpUser(t.app);
  const user = await t.store.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", admin.email)
    .executeTakeFirstOrThrow();
  await t.store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "=", user.id).execute();
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { title: CUSTOM_TITLE, description: "Notes from the field." },
  });
  if (saved.statusCode !== 200) throw new Error(`Saving the title failed: ${saved.statusCode} ${saved.body}`);
  // The first page compiles the web entry through Vite; paid for here, not in a test's time.
  await t.app.inject({ url: "/" });
  return {
    t,
    smtp,
    mailTo: async (email) => {
      await t.app.mailer.idle();
      const mail = smtp.received.findLast((received) => received.to.includes(email));
      if (!mail) throw new Error(`no mail to ${email}`);
      return readMail(mail);
    },
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

/** A form post as a browser without scripts sends it: urlencoded, no cookie, no Origin. */
export function postForm(t: TestApp, url: string, fields: Array<[string, string]>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A page as its HTML arrives, parsed, with its status and caching header. */
export async function fetchPage(t: TestApp, url: string) {
  const response = await t.app.inject({ url });
  return {
    status: response.statusCode,
    type: String(response.headers["content-type"]),
    cacheControl: String(response.headers["cache-control"]),
    page: parseHtml(response.body),
  };
}

/** The text of the page's main content, as a reader sees it (whitespace joined). */
export const mainText = (page: Document) => (page.querySelector("main")?.textContent ?? "").replace(/\s+/gu, " ");

/** The one form in the main content that posts, with its action and hidden token. */
export function postingForm(page: Document) {
  const form = page.querySelector<HTMLFormElement>('main form[method="post"]');
  return {
    form,
    action: form?.getAttribute("action"),
    token: form?.querySelector<HTMLInputElement>('input[type="hidden"][name="token"]')?.value,
  };
}
