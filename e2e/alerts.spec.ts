import { expect, test } from "@playwright/test";
import { logInThroughForm, signUpViaApi } from "./fixtures/users";
import { nav, waitForHydration } from "./fixtures/visitor";

// Issue 14: success alerts report without blocking; toasts do not pile up. The page's clock is paused
// once the page is ready, so an alert stays until the test moves time on or presses a key.
test.describe("Alerts that do not block", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  async function logInAndPause(page: import("@playwright/test").Page) {
    const { user } = await signUpViaApi("alerted");
    await page.goto("/login");
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await logInThroughForm(page, user);
    const alert = page.getByRole("dialog");
    await expect(alert).toContainText("Login Successful!");
    // Lets the alert finish opening (SweetAlert runs its open callback on a zero-delay timer).
    await page.clock.runFor(50);
    return alert;
  }

  test("a success alert closes on Escape, wherever focus is", async ({ page }) => {
    const alert = await logInAndPause(page);
    // Focus on the page behind, not in the alert: Escape still closes it.
    await nav(page).getByRole("link", { name: "All Blogs" }).focus();
    await page.keyboard.press("Escape");
    await page.clock.runFor(1000);
    await expect(alert).toBeHidden();
  });

  test("a success alert closes on its own after SPEC's 2 s", async ({ page }) => {
    const alert = await logInAndPause(page);
    await page.clock.runFor(1500);
    await expect(alert).toBeVisible();
    await page.clock.runFor(1500);
    await expect(alert).toBeHidden();
  });

  test("the page behind a success alert stays usable", async ({ page }) => {
    const alert = await logInAndPause(page);
    await expect(page.locator("[aria-hidden=true] main, main[aria-hidden=true]")).toHaveCount(0);
    await nav(page).getByRole("link", { name: "All Blogs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect(alert).toBeVisible();
  });
});

test.describe("Toasts", () => {
  test("the same toast again replaces the one shown instead of piling up, and Escape dismisses it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const subscribe = page.getByRole("button", { name: "Subscribe", exact: true });
    const email = page.getByLabel("Email address").first();
    // The newsletter form hydrates in a later pass, on a timer: its field is enabled once it has.
    await expect(email).toBeEnabled();
    // From here the page's time moves only when the test moves it, so the toast's 4 s and its 1 s fade
    // are measured on the page's clock, not on a busy machine's.
    await page.clock.pauseAt(Date.now() + 1000);
    await email.fill("not-an-address");
    const toast = page.getByRole("status").filter({ hasText: "Please enter a valid email address." });
    await subscribe.click();
    // The toasts' code loads on this first toast, and what it mounts subscribes in an effect, which
    // waits for a frame: the page's time moves in small steps until the toast is drawn.
    await expect(async () => {
      await page.clock.runFor(20);
      await expect(toast).toHaveCount(1, { timeout: 250 });
    }).toPass();
    await subscribe.click();
    await subscribe.click();
    // Lets the toasts' effects and timers run (they wait for a frame).
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(1);
    // An error toast stays 4 s: still there 2 s on.
    await page.clock.runFor(2000);
    await expect(toast).toHaveCount(1);
    await page.keyboard.press("Escape");
    // Dismissed, it leaves after its 1 s fade, well before its own 4 s were up.
    await page.clock.runFor(1200);
    await expect(toast).toHaveCount(0);
  });
});
