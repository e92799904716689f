import { expect, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { expectAccessible } from "./fixtures/visitor";

// Issue 14: every screen, and every form showing its errors, in both themes, with no axe finding at all.
for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Accessibility on a desktop in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of SCREENS) {
      test(`${screen.name} has no axe violations`, async ({ page }) => {
        const world = await prepareWorld(page, screen.signedIn);
        await screen.open(page, world);
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        await expectAccessible(page);
      });
    }
  });
}

test("every image on the visitor screens has alt text", async ({ page }) => {
  for (const path of ["/", "/Blogs", "/Features"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("img:not([alt])").count()).toBe(0);
  }
});
