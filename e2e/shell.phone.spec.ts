import { expect, test } from "@playwright/test";
import { nav } from "./fixtures/visitor";

test.describe("Shell on a phone", () => {
  test("page links collapse into a dropdown that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: "All Blogs" })).toBeHidden();
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Sign Up" })).toBeVisible();

    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Featured Blogs" })).toBeVisible();
    await nav(page).getByRole("link", { name: "All Blogs" }).click();
    await expect(page).toHaveURL("/Blogs");
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "All Blogs" })).toBeHidden();

    await menu.click();
    await page.keyboard.press("Escape");
    await expect(nav(page).getByRole("link", { name: "Featured Blogs" })).toBeHidden();
  });

  test("nothing is wider than the screen", async ({ page }) => {
    for (const path of ["/", "/Blogs", "/Features"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
