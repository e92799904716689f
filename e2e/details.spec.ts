import { expect, test } from "@playwright/test";
import { attemptsAt, expectNoLongRetries } from "./fixtures/loadFailure";
import { createBlogViaApi, signUpViaApi } from "./fixtures/users";
import { postComment, uniqueWord, waitForHydration } from "./fixtures/visitor";

test.describe("Details", () => {
  test("shows the blog, its author and its comments newest first, with the signed-out note", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("reader", { photoURL: "/images/avatars/ada.webp" });
    const title = `Details ${uniqueWord("t")}`;
    const blog = await createBlogViaApi(author, {
      title,
      category: "Education",
      shortDesc: "The short one.",
      longDesc: "The long one, with several words in it.",
    });
    await postComment(reader, blog._id, "First comment");
    await postComment(reader, blog._id, "Second comment");

    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toBeVisible();
    await expect(page.getByText("The short one.")).toBeVisible();
    await expect(page.getByText("The long one, with several words in it.")).toBeVisible();
    await expect(page.getByText("Education").first()).toBeVisible();
    await expect(page.getByText(`Posted by ${author.user.name}`)).toBeVisible();
    await expect(page.getByText("Please log in to post comments.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update Blog" })).toHaveCount(0);

    const list = page.getByRole("list", { name: "Comments" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").nth(0)).toContainText("Second comment");
    await expect(list.getByRole("listitem").nth(1)).toContainText("First comment");
    await expect(list.getByRole("listitem").nth(0)).toContainText(reader.user.name);
    await expect(list.getByRole("listitem").nth(0).getByRole("img", { name: reader.user.name })).toBeVisible();
    await expect(list).toHaveCSS("max-height", "384px");
    await expect(list).toHaveCSS("overflow-y", "auto");
  });

  test("an uncommented blog says so; the sidebar links up to five other blogs", async ({ page }) => {
    const author = await signUpViaApi("quiet");
    const blog = await createBlogViaApi(author, { title: `Quiet ${uniqueWord("q")}` });
    await page.goto(`/viewdetails/${blog._id}`);
    await expect(page.getByText("No comments yet.")).toBeVisible();
    const sidebar = page.getByRole("complementary", { name: "More Blogs" });
    const links = sidebar.getByRole("link");
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      expect(href).not.toContain(blog._id);
    }
    const other = (await links.first().locator(".font-semibold").textContent()) ?? "";
    await links.first().click();
    await expect(page.getByRole("heading", { level: 1, name: other })).toBeVisible();
  });

  test("a missing blog is reported", async ({ page }) => {
    await page.goto(`/viewDetails/${"0".repeat(24)}`);
    await expect(page.getByText("Sorry, the requested blog was not found.")).toBeVisible();
    await page.goto("/viewDetails/not-an-id");
    await expect(page.getByText("Sorry, the requested blog was not found.")).toBeVisible();
  });

  test("a load failure raises SPEC's alert", async ({ page }) => {
    // A page opened directly arrives with its blog; a blog opened from another screen loads in the browser.
    await page.goto("/Features");
    await waitForHydration(page);
    const oneBlog = /\/api\/allBlogs\/[a-f0-9]{24}$/u;
    await page.route(oneBlog, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
    );
    const attempts = attemptsAt(page, (url) => oneBlog.test(url.pathname));
    await page.getByRole("table").getByRole("link").first().click();
    await attempts.first;
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Failed to load data");
    await expect(dialog).toContainText("Please try again later.");
    expectNoLongRetries(attempts);
  });
});
