import { expect, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { expectAccessibleInBothThemes } from "./fixtures/visitor";

// Issue 14: every screen, and every form showing its errors, in both themes, with no axe finding at all.
// Each screen opens once, light, and is switched to dark for the colour rules (fixtures/visitor.ts).
test.describe("Accessibility on a desktop", () => {
  for (const screen of SCREENS) {
    test(`${screen.name} has no axe violations in either theme`, async ({ page }) => {
      const world = await prepareWorld(page, screen.signedIn);
      await screen.open(page, world);
      await expectAccessibleInBothThemes(page);
    });
  }
});

test("every image on the visitor screens has alt text", async ({ page }) => {
  for (const path of ["/", "/Blogs", "/Features"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("img:not([alt])").count()).toBe(0);
  }
});
