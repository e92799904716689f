import { expect, test } from "@playwright/test";
import { linkInNewestMail } from "./fixtures/outbox";

// A reader whose mail client opens links in a web view with scripts off (issue 41, decision 0068):
// the pages mails link to are forms the server draws, and the browser's own POST does the change.
test.use({ javaScriptEnabled: false });

const TOKEN = "[A-Za-z0-9_%.-]+";
const sitePath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("a newsletter subscription is confirmed and its preferences saved from the mail's links without scripts", async ({
  page,
  request,
}) => {
  // Two mails to wait for and five page loads: over the 30 s default when the machine is busy.
  test.slow();
  const email = `noscript-${Date.now()}-${test.info().workerIndex}@example.com`;
  const subscribed = await request.post("/api/newsletter", { data: { email } });
  expect(subscribed.status()).toBe(201);
  const confirmPath = sitePath(
    await linkInNewestMail(email, new RegExp(`https?://\\S+/newsletter/confirm\\?token=${TOKEN}`, "u")),
  );
  const preferencesPath = sitePath(
    await linkInNewestMail(email, new RegExp(`https?://\\S+/newsletter/preferences\\?token=${TOKEN}`, "u")),
  );

  // Opening the link (as a scanner does) confirms nothing; the page is the form, not "needs JavaScript".
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText("This page needs JavaScript")).toBeHidden();
  await expect(page.getByText("start receiving the Inkwell newsletter")).toBeVisible();
  await page.goto(preferencesPath);
  await expect(page.getByText("Status: Waiting for confirmation")).toBeVisible();

  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  // Post/redirect/get: the address is the page's, with what the post did, and a reload sends nothing.
  await expect(page).toHaveURL("/newsletter/confirm?outcome=confirmed");
  await expect(page.getByRole("status")).toHaveText("Your subscription is confirmed. Welcome aboard!");

  await page.goto(preferencesPath);
  await expect(page.getByText("Status: Subscribed.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Travel" }).check();
  await page.getByRole("radio", { name: "Weekly digest" }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(/\/newsletter\/preferences\?token=.+&outcome=saved$/u);
  await expect(page.getByRole("status")).toHaveText("Your newsletter preferences are saved.");
  await expect(page.getByRole("checkbox", { name: "Travel" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Weekly digest" })).toBeChecked();

  // The confirmation link works once, and says so in the page.
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid or has already been used.");
});
