import { expect, test } from "@playwright/test";
import { linkInNewestMail } from "./fixtures/outbox";
import { expectAccessible, waitForHydration } from "./fixtures/visitor";

const TOKEN = "[A-Za-z0-9_%.-]+";
const confirmLinkFor = (email: string) =>
  linkInNewestMail(email, new RegExp(`https?://\\S+/newsletter/confirm\\?token=${TOKEN}`, "u"));
const preferencesLinkFor = (email: string) =>
  linkInNewestMail(email, new RegExp(`https?://\\S+/newsletter/preferences\\?token=${TOKEN}`, "u"));
const sitePath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("a reader subscribes, confirms from the mail, chooses what to get and unsubscribes in one click", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two mails, four screens and a one-click unsubscribe: over the 30 s default when the machine is busy.
  test.slow();
  const email = `reader-${Date.now()}-${test.info().workerIndex}@example.com`;
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(page.getByText("Check your inbox to confirm.")).toBeVisible();

  // Opening the link (as a mail scanner does) confirms nothing: the preferences still say pending.
  const confirmPath = sitePath(await confirmLinkFor(email));
  const preferencesPath = sitePath(await preferencesLinkFor(email));
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await page.goto(preferencesPath);
  await expect(page.getByText("Status: Waiting for confirmation")).toBeVisible();

  await page.goto(confirmPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed." })).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(confirmPath);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("alert")).toContainText("This confirmation link is not valid or has already been used.");

  await page.goto(preferencesPath);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter preferences" })).toBeVisible();
  await expect(page.getByText("Status: Subscribed.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Travel" }).check();
  await page.getByRole("radio", { name: "Weekly digest" }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your newsletter preferences are saved.")).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Travel" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Health" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Weekly digest" })).toBeChecked();

  // RFC 8058 one-click, as Gmail sends it: a bare form POST, no cookie, no Origin.
  const token = new URL(`http://x${preferencesPath}`).searchParams.get("token") ?? "";
  const mailProvider = await playwright.request.newContext({ baseURL });
  const oneClick = await mailProvider.post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  const forged = await mailProvider.post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(`${token}x`)}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  expect(forged.status()).toBeLessThan(500);
  await mailProvider.dispose();

  await page.reload();
  await expect(page.getByText("Unsubscribed: this address gets no newsletter mail.")).toBeVisible();
});

test("the preferences page explains a link that is not valid", async ({ page }) => {
  await page.goto("/newsletter/preferences?token=not-a-real-token");
  await expect(page.getByText("This newsletter link is not valid.")).toBeVisible();
  await expect(page.getByRole("link", { name: /home/iu }).last()).toBeVisible();
});
