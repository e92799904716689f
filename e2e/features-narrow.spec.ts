import { expect, test } from "@playwright/test";

// Issue 14: at 360 px the top-ten table shows all its columns and nothing is cut off.
test.use({ viewport: { width: 360, height: 740 } });

test("the Features table at 360 px shows every column of every row within the screen", async ({ page }) => {
  await page.goto("/Features");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(11);
  for (const name of ["#", "Title", "Category", "Author Email", "Word Count"]) {
    const header = table.getByRole("columnheader", { name });
    await expect(header).toBeInViewport({ ratio: 1 });
  }
  const firstRow = table.getByRole("row").nth(1);
  const cells = firstRow.getByRole("cell");
  await expect(cells).toHaveCount(5);
  for (let index = 0; index < 5; index += 1) {
    const box = await cells.nth(index).boundingBox();
    expect(box, `cell ${index}`).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360, `cell ${index} within 360 px`).toBe(true);
  }
  // Each cell names its column, since the headings are no longer above it.
  const labels = await cells.evaluateAll((tds) => tds.map((td) => getComputedStyle(td, "::before").content));
  expect(labels).toEqual(['"#"', '"Title"', '"Category"', '"Author Email"', '"Word Count"']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
