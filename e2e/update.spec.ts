import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, signInBrowser, signUpViaApi, updateBlogViaApi } from "./fixtures/users";
import { expectAccessible } from "./fixtures/visitor";

test.describe("Update blog", () => {
  test("the author updates from the details page: 'Task Updated!', then All Blogs and the new text", async ({
    page,
  }) => {
    const author = await signUpViaApi("author");
    const blog = await createBlogViaApi(author, { category: "Health" });
    await signInBrowser(page, author.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByRole("button", { name: "Update Blog" }).click();
    await expect(page).toHaveURL(`/update/${blog._id}`);

    await expect(page.getByLabel("Title")).toHaveValue(blog.title);
    await expect(page.getByLabel("Category")).toHaveValue("Health");
    await expect(page.getByLabel("Image URL")).toHaveValue(blog.image);
    await expect(page.getByLabel("Summary")).toHaveValue(blog.shortDesc);
    // The description is the rich editor, a contenteditable: it has text, not a value.
    await expect(page.getByLabel("Description")).toHaveText(blog.longDesc);
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", `/viewdetails/${blog._id}`);

    const newTitle = `${blog.title} (revised)`;
    await page.getByLabel("Title").fill(newTitle);
    await page.getByLabel("Category").selectOption("Lifestyle");
    await page.getByRole("button", { name: "Update Blog" }).click();
    await seeNotice(page, "Task Updated!");
    await expect(page).toHaveURL("/Blogs");

    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { name: newTitle })).toBeVisible();
    await expect(page.getByText("Category: Lifestyle")).toBeVisible();
  });

  test("'No changes were made.' when nothing changed", async ({ page }) => {
    const author = await signUpViaApi("idle");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, author.user);
    await page.goto(`/update/${blog._id}`);
    await expect(page.getByLabel("Title")).toHaveValue(blog.title);
    await page.getByRole("button", { name: "Update Blog" }).click();
    await expect(page.getByRole("dialog")).toContainText("No changes were made.");
    await expect(page).toHaveURL(`/update/${blog._id}`);
  });

  test("'Title and Description are required.' for a blank title or description", async ({ page }) => {
    const author = await signUpViaApi("blank");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, author.user);
    await page.goto(`/update/${blog._id}`);
    await page.getByLabel("Description").fill("   ");
    await page.getByRole("button", { name: "Update Blog" }).click();
    await expect(page.getByRole("dialog")).toContainText("Title and Description are required.");
    // Once the dialog is closed, focus is on the field to fix and its message is tied to it.
    await page.getByRole("dialog").getByRole("button").first().click();
    const description = page.getByLabel("Description");
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(description).toHaveAccessibleDescription("Description is required.");
  });

  test("a reader sees no 'Update Blog' and the update page refuses them", async ({ page }) => {
    const author = await signUpViaApi("owner");
    const reader = await signUpViaApi("reader");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { name: blog.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Update Blog" })).toHaveCount(0);

    await page.goto(`/update/${blog._id}`);
    await expect(page.getByText("You are not authorized to update this blog.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveCount(0);
  });

  test("the server refuses a non-author too", async ({ page }) => {
    const author = await signUpViaApi("guarded");
    const reader = await signUpViaApi("sneaky");
    const blog = await createBlogViaApi(author);
    const response = await reader.api.put(`/api/blogs/${blog._id}`, {
      data: { title: "Hijacked", longDesc: "Nope" },
      headers: { authorization: `Bearer ${await reader.token()}` },
    });
    expect(response.status()).toBe(403);
    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { name: blog.title })).toBeVisible();
  });

  test("'Failed to load blog data.' for a blog that does not exist: not found, with a way back", async ({ page }) => {
    const author = await signUpViaApi("lost");
    await signInBrowser(page, author.user);
    await page.goto(`/update/${"0".repeat(24)}`);
    await expect(page.getByText("Failed to load blog data.")).toBeVisible();
    await expect(page.getByText("Sorry, the requested blog was not found.")).toBeVisible();
    await page.getByRole("link", { name: "Back to All Blogs" }).click();
    await expect(page).toHaveURL("/Blogs");
  });

  test("'Failed to update blog.' when the save cannot reach the server", async ({ page }) => {
    const author = await signUpViaApi("offline");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, author.user);
    await page.goto(`/update/${blog._id}`);
    await page.getByLabel("Title").fill("Offline edit");
    await page.route(`**/api/blogs/${blog._id}`, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Update Blog" }).click();
    await expect(page.getByRole("dialog")).toContainText("Failed to update blog.");
  });

  test("History: the earlier version, what changed since, and restoring it into the form", async ({ page }) => {
    const author = await signUpViaApi("historian");
    const blog = await createBlogViaApi(author, { longDesc: "We drove south and found the sea." });
    await updateBlogViaApi(author, blog, { longDesc: "We drove north and found the sea." });
    await signInBrowser(page, author.user);
    await page.goto(`/update/${blog._id}`);
    await expect(page.getByLabel("Description")).toHaveText("We drove north and found the sea.");

    const history = page.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: "Show earlier versions" }).click();
    await history.getByRole("list", { name: "Earlier versions" }).getByRole("button").first().click();
    await expect(history.locator("del")).toContainText(["south"]);
    await expect(history.locator("ins")).toContainText(["north"]);
    await expectAccessible(page);

    await history.getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByLabel("Description")).toHaveText("We drove south and found the sea.");
    await expect(history.getByRole("status")).toContainText("The text it replaced is kept in the history.");
    // The restore kept the text it replaced: two versions now.
    await expect(history.getByRole("list", { name: "Earlier versions" }).getByRole("button")).toHaveCount(2);
  });
});
