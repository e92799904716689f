import { expect, test } from "@playwright/test";
import { nav } from "./fixtures/visitor";

test("any other path shows the 404 page with a way back home", async ({ page }) => {
  await page.goto("/no/such/page?x=1");
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Discover. Read. Share." })).toBeVisible();
});

test("a protected-looking typo is still a 404, not a login prompt", async ({ page }) => {
  await page.goto("/addBlogs");
  await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
});
