import { expect, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { expectAccessibleInBothThemes } from "./fixtures/visitor";

// Issue 14: the same walk as a11y.spec.ts at phone size, where the layout and the menu differ.
test.describe("Accessibility on a phone", () => {
  for (const screen of SCREENS) {
    test(`${screen.name} has no axe violations in either theme`, async ({ page }) => {
      const world = await prepareWorld(page, screen.signedIn);
      await screen.open(page, world);
      await expectAccessibleInBothThemes(page);
    });
  }

  test("the menu, open, has no axe violations in either theme", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const allBlogs = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Blogs" });
    await expect(allBlogs).toBeVisible();
    await expectAccessibleInBothThemes(page);
    // Still open: the dark theme was checked on the open menu, not on the page behind it.
    await expect(allBlogs).toBeVisible();
  });
});
