import { expect, type Page, test } from "@playwright/test";
import { SEARCH_PAGE_SIZE } from "@shared/search-schemas";
import { createBlogViaApi, signUpViaApi } from "./fixtures/users";
import { expectAccessible, nav, uniqueWord, waitForHydration } from "./fixtures/visitor";

/** Posts by a new writer whose text holds `word`; returns them oldest first. */
async function postsWith(word: string, count: number) {
  const writer = await signUpViaApi("searched");
  const posts = [];
  for (let index = 0; index < count; index++) {
    posts.push(
      await createBlogViaApi(writer, {
        title: `Lakeside ${index} ${uniqueWord("t")}`,
        longDesc: `We walked to the ${word} by the lake and stayed until dark, day ${index}.`,
      }),
    );
  }
  return posts;
}

const searchField = (page: Page) => nav(page).getByRole("searchbox", { name: "Search posts" });
const results = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("Search", () => {
  test("the bar's field finds a post by a word of its text; the hit opens the post", async ({ page }) => {
    const word = uniqueWord("Heron");
    const [post] = await postsWith(word, 1);
    if (!post) throw new Error("no post was written");

    await page.goto("/Features");
    await waitForHydration(page);
    // Reached from the keyboard: Tab from the top of the page gets there.
    for (
      let presses = 0;
      presses < 12 && !(await searchField(page).evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(page).toHaveTitle(`Search: ${word} · Inkwell`);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByLabel("Search for", { exact: true })).toHaveValue(word);
    await expect(results(page)).toHaveCount(1);
    const hit = results(page).first();
    await expect(hit.getByRole("img", { name: post.title })).toBeVisible();
    await expect(hit.getByText(post.category, { exact: true })).toBeVisible();
    await expect(hit.locator("mark")).toHaveText(new RegExp(`^${word}$`, "iu"));
    await expectAccessible(page);

    await hit.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(post.url);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });

  test("Load more brings the next page of hits; a search with none says so", async ({ page }) => {
    const word = uniqueWord("Plover");
    await postsWith(word, SEARCH_PAGE_SIZE + 1);
    // The page comes alive on the hits the server drew, without asking again and without errors.
    const requests: URL[] = [];
    const problems: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/search") requests.push(url);
    });
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(SEARCH_PAGE_SIZE);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(results(page)).toHaveCount(SEARCH_PAGE_SIZE + 1);
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get("cursor")).toBeTruthy();

    const nothing = uniqueWord("Nothing");
    await page.getByLabel("Search for", { exact: true }).fill(nothing);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/search?q=${nothing}`);
    await expect(page.getByText(`No posts match “${nothing}”.`)).toBeVisible();
  });

  test("All Blogs still has exactly one button named Search, its filter panel's", async ({ page }) => {
    await page.goto("/Blogs");
    await expect(page.getByRole("button", { name: "Search" })).toHaveCount(1);
    await expect(
      page.getByRole("form", { name: "Filter blogs" }).getByRole("button", { name: "Search" }),
    ).toBeVisible();
  });
});

test.describe("Search on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the field is at the top of the menu", async ({ page }) => {
    const word = uniqueWord("Egret");
    await postsWith(word, 1);
    await page.goto("/");
    await waitForHydration(page);
    await expect(searchField(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("Search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bar's form asks the server, and a next-page link pages on", async ({ page }) => {
    const word = uniqueWord("Bittern");
    await postsWith(word, SEARCH_PAGE_SIZE + 2);
    await page.goto("/Features");
    await searchField(page).fill(word);
    await searchField(page).press("Enter");
    await expect(page).toHaveURL(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(SEARCH_PAGE_SIZE);
    await expect(page.getByRole("button", { name: "Load more" })).toBeHidden();
    const firstTitles = await results(page).getByRole("heading").allTextContents();

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?q=[^&]+&cursor=/u);
    await expect(results(page)).toHaveCount(2);
    for (const title of await results(page).getByRole("heading").allTextContents()) {
      expect(firstTitles).not.toContain(title);
    }
    await page.getByRole("link", { name: "First results" }).click();
    await expect(results(page)).toHaveCount(SEARCH_PAGE_SIZE);
  });
});
