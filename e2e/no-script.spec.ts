import { expect, test } from "@playwright/test";
import { BLOG_PAGE_SIZE } from "@shared/limits";
import { createBlogViaApi, signUpViaApi } from "./fixtures/users";
import { listBlogs, nav, postComment, uniqueWord } from "./fixtures/visitor";

// A reader whose browser runs no scripts: everything read here came in the server's HTML.
test.use({ javaScriptEnabled: false });

test.describe("Reading without JavaScript", () => {
  test("home shows the hero, the newest blogs and links that work", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Inkwell · Discover. Read. Share.");
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Read. Share." })).toBeVisible();
    const cards = page.getByRole("region", { name: "Recent Blogs" }).getByRole("article");
    await expect(cards).toHaveCount(8);
    const newest = (await listBlogs(request, "limit=40")).blogs.map((blog) => blog.title);
    for (const title of await cards.getByRole("heading").allTextContents()) expect(newest).toContain(title);
    for (const tip of ["Write What You Love", "Be Clear & Concise", "Inspire Through Stories"]) {
      await expect(page.getByRole("heading", { name: tip })).toBeVisible();
    }
    await page.getByRole("button", { name: "Filter blogs by Travel" }).click();
    await expect(page).toHaveURL("/Blogs?category=Travel");
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
  });

  test("the skip link moves focus into the main content", async ({ page }) => {
    await page.goto("/Blogs");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab goes on from inside the main content, past the navigation bar.
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement));
    expect(inMain).toBe(true);
  });

  test("All Blogs filters on the server through its form and pages with a link", async ({ page }) => {
    const word = uniqueWord("Noscript");
    const author = await signUpViaApi("noscript");
    await createBlogViaApi(author, { title: `${word} by the lake`, category: "Travel" });
    await createBlogViaApi(author, { title: `${word} in the clinic`, category: "Health" });

    await page.goto("/Blogs");
    await expect(page.getByRole("article")).toHaveCount(BLOG_PAGE_SIZE);
    await expect(page.getByRole("button", { name: "Load more" })).toBeHidden();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL("/Blogs?page=2");
    await expect(page.getByRole("status")).toContainText(`Showing ${BLOG_PAGE_SIZE + 1}–`);

    await page.getByLabel("Search by title").fill(word);
    await page.getByLabel("Category").selectOption("Travel");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(`/Blogs?search=${word}&category=Travel`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByRole("heading")).toHaveText(`${word} by the lake`);
    await expect(page.getByLabel("Search by title")).toHaveValue(word);
  });

  test("details shows the blog, its comments and the sidebar", async ({ page }) => {
    const author = await signUpViaApi("nsauthor");
    const reader = await signUpViaApi("nsreader");
    const blog = await createBlogViaApi(author, { title: uniqueWord("Quiet reading") });
    await postComment(reader, blog._id, "Read it twice.");
    await postComment(reader, blog._id, "And a third time.");

    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page).toHaveTitle(`${blog.title} · Inkwell`);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    await expect(page.getByText(blog.longDesc)).toBeVisible();
    await expect(page.getByText("Posted by").locator("..")).toContainText(author.user.name);
    const comments = page.getByRole("list", { name: "Comments" }).getByRole("listitem");
    await expect(comments).toHaveText([/And a third time\./u, /Read it twice\./u]);
    await expect(page.getByText("Please log in to post comments.")).toBeVisible();
    const more = page.getByRole("complementary", { name: "More Blogs" }).getByRole("link");
    await expect(more).toHaveCount(5);
    await more.first().click();
    await expect(page).toHaveURL(/\/viewDetails\/[a-f0-9]{24}$/u);
  });

  test("Features shows the ten longest blogs in the table", async ({ page, request }) => {
    await page.goto("/Features");
    await expect(page).toHaveTitle("Top 10 Blogs by Word Count · Inkwell");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11);
    const top = (await listBlogs(request, "sort=wordCount&limit=10")).blogs;
    await expect(rows.nth(1)).toContainText(top[0]?.title ?? "");
    await expect(rows.nth(1)).toContainText(top[0]?.wordCount.toLocaleString("en-US") ?? "");
  });

  test("a screen that needs scripts says so and links to what can be read", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "This page needs JavaScript" })).toBeVisible();
    await expect(page.getByText("Loading page")).toBeHidden();
    await page.getByRole("main").getByRole("link", { name: "Browse All Blogs" }).click();
    await expect(page).toHaveURL("/Blogs");
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
  });

  test("an unknown path is SPEC's 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
