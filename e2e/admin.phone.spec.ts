import { expect, test } from "@playwright/test";
import { ADA } from "./fixtures/staff";
import { signInBrowser } from "./fixtures/users";
import { expectAccessible } from "./fixtures/visitor";

// Issue 24: the admin is usable on a phone; wide tables scroll inside their box, never the page.
test.describe("Admin on a phone", () => {
  test("every section fits the screen and is axe-clean", async ({ page }) => {
    // Seven page loads, each with an axe pass: over the 30 s default when the machine is busy.
    test.slow();
    await signInBrowser(page, ADA);
    for (const [path, heading] of [
      ["/admin/reports", "Reports"],
      ["/admin/users", "Users"],
      ["/admin/messages", "Messages"],
      ["/admin/subscribers", "Subscribers"],
      ["/admin/settings", "Site settings"],
      ["/admin/audit", "Audit log"],
      ["/admin/import", "Import posts"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
});
