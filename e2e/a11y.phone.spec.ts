import { expect, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { expectAccessible } from "./fixtures/visitor";

// Issue 14: the same walk as a11y.spec.ts at phone size, where the layout and the menu differ.
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Accessibility on a phone in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of SCREENS) {
      test(`${screen.name} has no axe violations`, async ({ page }) => {
        const world = await prepareWorld(page, screen.signedIn);
        await screen.open(page, world);
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        await expectAccessible(page);
      });
    }

    test("the menu, open, has no axe violations", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("main h1").first()).toBeVisible();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Blogs" }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
