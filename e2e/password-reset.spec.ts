import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { linkInNewestMail } from "./fixtures/outbox";
import { logInThroughForm, signUpViaApi } from "./fixtures/users";
import { waitForHydration } from "./fixtures/visitor";

/** The reset link in the newest mail to `email`. */
const resetLinkFor = (email: string) =>
  linkInNewestMail(email, /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/u);

test.describe("Forgotten password", () => {
  test("a reset link from the mail sets a new password that then signs in; the link works once", async ({ page }) => {
    const { user } = await signUpViaApi("forgetful");
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    // The address bar changes as the navigation starts, while the log-in screen (which has its own
    // "Email address") stays up until the next screen's code arrives: wait for the new screen itself.
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email address").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible();

    const link = new URL(await resetLinkFor(user.email));
    const resetPath = `${link.pathname}${link.search}`;
    await page.goto(resetPath);
    // The server draws the form, which would post by itself before the scripts run (decision 0068,
    // e2e/no-script-forms.spec.ts); this test is about the page once they do.
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill("weak");
    await page.getByLabel("Confirm new password").fill("weak");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toContainText("Password must include at least one number.");

    const fresh = "Fresh#Start9";
    await page.getByLabel("New password", { exact: true }).fill(fresh);
    await page.getByLabel("Confirm new password").fill(fresh);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL("/login");
    await seeNotice(page, "Password Reset");

    await logInThroughForm(page, { ...user, password: fresh });
    await seeNotice(page, "Login Successful!");
    await expect(page).toHaveURL("/");

    await page.goto(resetPath);
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill("Another#Go2");
    await page.getByLabel("Confirm new password").fill("Another#Go2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("an unknown address gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email address").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("If an account exists for that address")).toBeVisible();
  });
});
