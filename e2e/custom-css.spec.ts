import { expect, type Page, test } from "@playwright/test";
import { ADA } from "./fixtures/staff";
import { signInBrowser } from "./fixtures/users";
import { expectAccessible, expectAccessibleInBothThemes, waitForHydration } from "./fixtures/visitor";

// Issue 58: the owner's own CSS, set in the admin, is what visitors' pages are drawn with, with scripts and
// without. Every test shares this site, so the rule only outlines the bar (no colour axe would read), and
// the CSS goes back to what it was in `finally`.

const FRAMED = ".navbar { outline: 3px solid rgb(1, 2, 3) }";

async function saveCss(page: Page, css: string): Promise<void> {
  await page.getByLabel("CSS", { exact: true }).fill(css);
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

test("an admin's custom CSS is linked on every page and applied, refused when it loads more, and restorable", async ({
  page,
  browser,
}) => {
  // Two visitors, two axe scans and a restore: a slow test's time on a busy machine.
  test.slow();
  await signInBrowser(page, ADA);
  await page.goto("/admin/custom-css");
  const field = page.getByLabel("CSS", { exact: true });
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  await expectAccessibleInBothThemes(page);

  try {
    await saveCss(page, FRAMED);
    await expect(page.getByText(/^Custom CSS (saved|removed)\.$/u)).toBeVisible();
    await expect(page.getByText(`${FRAMED.length} of 50,000 bytes`)).toBeVisible();

    for (const javaScriptEnabled of [true, false]) {
      const visitor = await browser.newContext({ javaScriptEnabled });
      const view = await visitor.newPage();
      await view.goto("/");
      if (javaScriptEnabled) await waitForHydration(view);
      const link = view.locator('head link[rel="stylesheet"][href^="/site-custom.css?v="]');
      await expect(link).toHaveCount(1);
      const outline = await view
        .locator(".navbar")
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        });
      expect(outline).toBe("solid 3px rgb(1, 2, 3)");
      const sheet = await view.request.get((await link.getAttribute("href")) ?? "");
      expect(sheet.headers()["content-type"]).toBe("text/css; charset=utf-8");
      await visitor.close();
    }

    // What could load another sheet or run script is refused, by line, and nothing changes.
    await saveCss(page, "a { color: inherit }\n@import url(https://x);");
    await expect(page.getByRole("alert").filter({ hasText: "Line 2: @import is not allowed" })).toBeVisible();
    await saveCss(page, "a { background: url(javascript:alert(1)) }");
    await expect(
      page.getByRole("alert").filter({ hasText: "Line 1: addresses starting with javascript: run script" }),
    ).toBeVisible();
    // The refusal in the theme the first pass left (dark), then in light for its colours.
    await expectAccessible(page);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expectAccessible(page, "colours");
    await page.reload();
    await expect(field).toHaveValue(FRAMED);

    // The version it replaced comes back after a confirm, and the one restored over is kept in turn.
    const versions = page.getByRole("region", { name: "Earlier versions" }).getByRole("listitem");
    await versions
      .first()
      .getByRole("button", { name: /^Restore/u })
      .click();
    await page.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByText("Version restored.", { exact: false })).toBeVisible();
    await expect(field).toHaveValue(before);
    await expect(versions.first()).toContainText(`${FRAMED.length} bytes`);
  } finally {
    // Other tests see this site: its CSS goes back to what it was.
    await page.goto("/admin/custom-css");
    await saveCss(page, before);
    await expect(field).toHaveValue(before);
  }
});
