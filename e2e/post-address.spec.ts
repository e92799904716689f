import { expect, test } from "@playwright/test";
import { createBlogViaApi, meOf, signUpViaApi, updateBlogViaApi } from "./fixtures/users";
import { expectAccessible, waitForHydration } from "./fixtures/visitor";

test.describe("A post at its readable address", () => {
  test("opens at /@handle/slug with a byline that leads to the writer's page", async ({ page }) => {
    const writer = await signUpViaApi("byline");
    const { handle } = await meOf(writer);
    const blog = await createBlogViaApi(writer, { title: `Quiet gardens ${handle}` });
    expect(blog.url).toBe(`/@${handle}/quiet-gardens-${handle.replaceAll("_", "-")}`);

    await page.goto(blog.url);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    const article = page.getByRole("article").first();
    await expect(article.getByText("1 min read")).toBeVisible();
    await expect(article.locator("time").first()).toHaveAttribute("datetime", blog.createdAt);
    await waitForHydration(page);
    await expectAccessible(page);

    await article.getByRole("link", { name: writer.user.name }).click();
    await expect(page).toHaveURL(`/@${handle}`);
    await expect(page.getByRole("heading", { level: 1, name: writer.user.name })).toBeVisible();
  });

  test("a renamed post's old address brings the reader to the new one", async ({ page }) => {
    const writer = await signUpViaApi("renamer");
    const blog = await createBlogViaApi(writer, { title: "Before the rename" });
    await updateBlogViaApi(writer, blog, { title: "After the rename" });
    await page.goto(blog.url);
    await expect(page).toHaveURL(blog.url.replace("before-the-rename", "after-the-rename"));
    await expect(page.getByRole("heading", { level: 1, name: "After the rename" })).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .first()
        .getByText(/updated/u),
    ).toBeVisible();
  });
});
