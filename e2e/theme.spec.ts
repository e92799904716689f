import { expect, test } from "@playwright/test";

const theme = (page: import("@playwright/test").Page) => page.locator("html");

test.describe("Theme", () => {
  test("starts from the system preference", async ({ browser }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto("/");
      await expect(theme(page)).toHaveAttribute("data-theme", colorScheme);
      await context.close();
    }
  });

  test("the toggle switches themes and the choice survives a reload and new pages", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toggle dark mode" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const background = await page
      .locator("#root > div")
      .first()
      .evaluate((shell) => getComputedStyle(shell).backgroundColor);

    await page.reload();
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await page.goto("/Features");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    expect(
      await page
        .locator("#root > div")
        .first()
        .evaluate((shell) => getComputedStyle(shell).backgroundColor),
    ).not.toBe(background);
    await page.reload();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
  });

  test("a saved choice wins over the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await page.reload();
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
  });
});
