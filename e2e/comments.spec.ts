import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";

test.describe("Comments", () => {
  test("a reader's comment appears at the top at once, with their name and avatar", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("reader");
    const blog = await createBlogViaApi(author);
    const earlier = await author.api.post("/api/comments", {
      data: { blogId: blog._id, comment: "Written earlier" },
      headers: { authorization: `Bearer ${await reader.token()}` },
    });
    expect(earlier.status()).toBe(201);

    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    const list = page.getByRole("list", { name: "Comments" });
    await expect(list.getByRole("listitem")).toHaveCount(1);

    let refetches = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes(`/api/comments/${blog._id}`)) refetches += 1;
    });
    await page.getByLabel("Your comment").fill("  What a lovely read.  ");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    await seeNotice(page, "Comment Posted");

    const first = list.getByRole("listitem").first();
    await expect(first).toContainText("What a lovely read.");
    await expect(first).toContainText(reader.user.name);
    await expect(first.getByRole("img", { name: reader.user.name })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByLabel("Your comment")).toHaveValue("");
    expect(refetches).toBe(0);

    await page.reload();
    await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toContainText(
      "What a lovely read.",
    );
  });

  test("a blank comment is rejected with 'Empty Comment'", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("terse");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByLabel("Your comment").fill("    ");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Empty Comment");
    await expect(dialog).toContainText("Please write something before submitting.");
    await expect(page.getByText("No comments yet.")).toBeVisible();
  });

  test("the author cannot comment on their own blog", async ({ page }) => {
    const author = await signUpViaApi("self");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, author.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByText("You cannot comment on your own blog.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Comment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Update Blog" })).toBeVisible();
    // The server refuses as well.
    const response = await author.api.post("/api/comments", {
      data: { blogId: blog._id, comment: "Me again" },
      headers: { authorization: `Bearer ${await author.token()}` },
    });
    expect(response.status()).toBe(403);
  });

  test("visitors are asked to log in", async ({ page }) => {
    const author = await signUpViaApi("public");
    const blog = await createBlogViaApi(author);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByText("Please log in to post comments.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Comment" })).toHaveCount(0);
  });

  test("'Oops!' when the comment cannot be posted", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("unlucky");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.route("**/api/comments", (route) => route.abort("internetdisconnected"));
    await page.getByLabel("Your comment").fill("Lost in the ether");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Oops!");
    await expect(dialog).toContainText("Failed to post comment. Try again later.");
    await expect(page.getByLabel("Your comment")).toHaveValue("Lost in the ether");
  });
});
