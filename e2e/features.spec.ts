import { expect, type Locator, test } from "@playwright/test";
import { listBlogs } from "./fixtures/visitor";

const column = async (table: Locator, index: number) =>
  (await table
    .locator("tbody tr")
    .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ""), index)) as string[];

test.describe("Features", () => {
  test("lists the server's ten longest blogs, longest first", async ({ page, request }) => {
    await page.goto("/Features");
    await expect(page.getByRole("heading", { name: "Top 10 Blogs by Word Count" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await expect(page.getByRole("columnheader")).toHaveText([
      /#/u,
      /Title/u,
      /Category/u,
      /Author Email/u,
      /Word Count/u,
    ]);
    const counts = (await column(table, 4)).map((text) => Number(text.replace(/,/gu, "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = (await listBlogs(request, "sort=wordCount&limit=10")).blogs;
    expect(counts[0]).toBe(top[0]?.wordCount);
    await expect(page.getByRole("columnheader", { name: "Word Count" })).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("button", { name: /next|previous|page/iu })).toHaveCount(0);
  });

  test("every header sorts the table and shows which way", async ({ page }) => {
    await page.goto("/Features");
    const table = page.getByRole("table");
    await expect(table.locator("tbody tr")).toHaveCount(10);
    const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

    for (const [name, index] of [
      ["Title", 1],
      ["Category", 2],
      ["Author Email", 3],
    ] as const) {
      await page.getByRole("button", { name, exact: true }).click();
      await expect(page.getByRole("columnheader", { name })).toHaveAttribute("aria-sort", "ascending");
      const values = await column(table, index);
      expect(values).toEqual([...values].sort(collator.compare));
      await page.getByRole("button", { name, exact: true }).click();
      await expect(page.getByRole("columnheader", { name })).toHaveAttribute("aria-sort", "descending");
      const reversed = await column(table, index);
      expect(reversed).toEqual([...reversed].sort(collator.compare).reverse());
    }

    await page.getByRole("button", { name: "#", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "#" })).toHaveAttribute("aria-sort", "ascending");
    expect(await column(table, 0)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    await page.getByRole("button", { name: "Word Count", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Word Count" })).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("button", { name: "Word Count", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Word Count" })).toHaveAttribute("aria-sort", "ascending");
    const counts = (await column(table, 4)).map((text) => Number(text.replace(/,/gu, "")));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});
