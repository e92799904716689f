import { expect, type Page, test } from "@playwright/test";
import { HOME_TAGS } from "@shared/categories";
import { waitForHydration } from "./fixtures/visitor";

/**
 * The lists of the reading pages (recent posts, tags, the Features rows), hydrated after the rest of
 * their page (decision 0065): their links move without a page load, Space follows a link shown as a
 * button, and the Features table redraws itself when sorted.
 */

/** Marks the document, so a full page load (which would drop the mark) can be told from a client-side move. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as Window & { inkwellMark?: boolean }).inkwellMark = true;
  });
}

const stillTheSameDocument = (page: Page) =>
  page.evaluate(() => (window as Window & { inkwellMark?: boolean }).inkwellMark === true);

test.describe("Links in the reading pages' lists", () => {
  test("a recent blog's link on Home opens its details without a page load", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeEnabled();
    await markDocument(page);
    const recent = page.getByRole("region", { name: "Recent Blogs" });
    const title = (await recent.getByRole("heading", { level: 3 }).first().textContent())?.trim() ?? "";
    await recent.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(/\/viewdetails\/[0-9a-f]{24}$/iu);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await stillTheSameDocument(page)).toBe(true);
  });

  test("Space on a trending tag filters All Blogs without a page load", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeEnabled();
    await markDocument(page);
    const tag = HOME_TAGS[0] ?? "";
    await page.getByRole("button", { name: `Filter blogs by ${tag}` }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(new RegExp(`/Blogs\\?.*${tag}`, "u"));
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    expect(await stillTheSameDocument(page)).toBe(true);
  });

  test("the Features table redraws its rows when sorted, and its links move without a page load", async ({ page }) => {
    await page.goto("/Features");
    await waitForHydration(page);
    const titleCells = page.locator("tbody td[data-label='Title']");
    await expect(titleCells.first()).toBeVisible();
    const byLength = await titleCells.allTextContents();
    const header = page.getByRole("button", { name: "Title" });
    await expect(header).not.toHaveAttribute("aria-disabled", "true");
    await header.click();
    // The table's own order: Intl's collation, ignoring case and accents, numbers by value.
    const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
    const alphabetical = [...byLength].sort(collator.compare);
    await expect(titleCells).toHaveText(alphabetical);
    await markDocument(page);
    const first = alphabetical[0] ?? "";
    await page.locator("tbody").getByRole("link", { name: first }).click();
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
    expect(await stillTheSameDocument(page)).toBe(true);
  });

  test("a row's link opens a new tab with Ctrl and leaves the page as it is", async ({ page }) => {
    await page.goto("/Features");
    await waitForHydration(page);
    const link = page.locator("tbody a").first();
    const href = await link.getAttribute("href");
    const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click({ modifiers: ["Control"] })]);
    await expect(popup).toHaveURL(new RegExp(`${href ?? ""}$`, "u"));
    await expect(page).toHaveURL("/Features");
    await popup.close();
  });
});
