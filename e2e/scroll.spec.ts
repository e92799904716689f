import { expect, type Page, test } from "@playwright/test";
import { nav, waitForHydration } from "./fixtures/visitor";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The reader scrolls Home to `y`, then follows the bar's All Blogs link and waits for its list. */
async function openAllBlogsFromHomeAt(page: Page, y: number) {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await nav(page).getByRole("link", { name: "All Blogs" }).click();
  // Home's cards are articles too: wait for All Blogs' own list, so the page is long enough to scroll.
  await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ blogs$/u)).toBeVisible();
}

test.describe("Scrolling", () => {
  test("a reader who scrolls before the scripts arrive stays where they are when the page comes alive", async ({
    page,
  }) => {
    // Hold the page's scripts until the reader has scrolled.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    // Not waiting for "domcontentloaded" or "load": module scripts in the markup are deferred, so both
    // wait for the held scripts (decision 0050). The page is readable as soon as it has arrived.
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Recent Blogs" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    // Still the server's page: the scripts are held.
    await expect(page.getByRole("button", { name: "Toggle dark mode" })).toHaveAttribute("aria-disabled", "true");
    release();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await scrollY(page)).toBe(1200);
  });

  test("a new page starts at the top; Back returns to where the reader was, Forward too", async ({ page }) => {
    await openAllBlogsFromHomeAt(page, 1500);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Recent Blogs" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(300);
  });

  test("a reader who scrolls and goes Back at once still returns to where they were", async ({ page }) => {
    await openAllBlogsFromHomeAt(page, 1500);
    // In one task: the browser's scroll event for 300 comes a frame later, after Back has begun.
    await page.evaluate(() => {
      window.scrollTo(0, 300);
      window.history.back();
    });
    await expect(page.getByRole("heading", { name: "Recent Blogs" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(1500);
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(300);
  });
});
