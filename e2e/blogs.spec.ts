import { expect, test } from "@playwright/test";
import { BLOG_PAGE_SIZE } from "@shared/limits";
import { createBlogViaApi, signUpViaApi } from "./fixtures/users";
import { listBlogs, uniqueWord, waitForHydration } from "./fixtures/visitor";

test.describe("All Blogs", () => {
  test("a spinner shows while the list loads, then cards with SPEC's parts", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A page opened directly arrives with its list; the list loads in the browser when the reader navigates there.
    await page.goto("/Features");
    await waitForHydration(page);
    await page.route("**/api/allBlogs?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Blogs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading blogs" })).toBeAttached();
    release();
    const card = page.getByRole("article").first();
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByRole("heading")).toBeVisible();
    await expect(card.getByRole("button", { name: "View Details" })).toBeVisible();
    await expect(card.getByText("Sign in to use wishlist")).toBeVisible();
  });

  test("filters apply only on Search, on the server, and live in a URL that can be shared", async ({ page }) => {
    const word = uniqueWord("Filterable");
    const author = await signUpViaApi("filterer");
    await createBlogViaApi(author, { title: `${word} on the road`, category: "Travel" });
    await createBlogViaApi(author, { title: `${word} at the gym`, category: "Health" });
    await createBlogViaApi(author, { title: `More ${word.toLowerCase()} travel`, category: "Travel" });

    await page.goto("/Blogs");
    await expect(page.getByRole("article")).toHaveCount(BLOG_PAGE_SIZE);
    // This test is about the filters in the browser; before the scripts run, the form is sent to the
    // server instead (the no-script spec covers that).
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/allBlogs")) requests.push(request.url());
    });

    await page.getByLabel("Search by title").fill(word.toUpperCase());
    await page.getByLabel("Category").selectOption("Travel");
    await expect(page.getByRole("article")).toHaveCount(BLOG_PAGE_SIZE);
    expect(requests).toEqual([]);
    await expect(page).toHaveURL("/Blogs");

    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText(
      [`More ${word.toLowerCase()} travel`, `${word} on the road`],
      { ignoreCase: false },
    );
    expect(new URL(requests.at(-1) ?? "").searchParams.get("category")).toBe("Travel");
    const shared = page.url();
    expect(new URL(shared).searchParams.get("search")).toBe(word.toUpperCase());

    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByRole("article")).toHaveCount(2);
    await expect(other.getByLabel("Search by title")).toHaveValue(word.toUpperCase());
    await expect(other.getByLabel("Category")).toHaveValue("Travel");

    await page.getByLabel("Category").selectOption("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("article")).toHaveCount(3);
    await page.goBack();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByLabel("Category")).toHaveValue("Travel");
  });

  test("results come a page at a time", async ({ page, request }) => {
    const { total } = await listBlogs(request, "limit=1");
    const requested: URL[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/allBlogs")) requested.push(new URL(req.url()));
    });
    await page.goto("/Blogs");
    await expect(page.getByRole("article")).toHaveCount(BLOG_PAGE_SIZE);
    // The first page came with the HTML; only the next one is asked for.
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("article")).toHaveCount(Math.min(2 * BLOG_PAGE_SIZE, total));
    expect(requested).toHaveLength(1);
    expect(requested[0]?.searchParams.get("limit")).toBe(String(BLOG_PAGE_SIZE));
    // The next page is asked for by the cursor the first one named, never by counting past it.
    expect(requested[0]?.searchParams.get("cursor")).toBeTruthy();
    expect(requested[0]?.searchParams.get("offset")).toBeNull();
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("an empty result says so", async ({ page }) => {
    await page.goto(`/Blogs?search=${uniqueWord("nothing")}`);
    await expect(page.getByText("No blogs match your search.")).toBeVisible();
  });

  test("View Details opens the blog", async ({ page }) => {
    await page.goto("/Blogs");
    const card = page.getByRole("article").first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/viewDetails\/[a-f0-9]{24}$/u);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});
