import { expect, test } from "@playwright/test";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";

test.describe("Profile", () => {
  test("shows the avatar, name, email and the user's own blogs with a way to edit each", async ({ page }) => {
    const writer = await signUpViaApi("writer");
    const other = await signUpViaApi("other");
    const mine = await createBlogViaApi(writer, { title: `Mine ${Date.now()}` });
    const theirs = await createBlogViaApi(other, { title: `Theirs ${Date.now()}` });
    await signInBrowser(page, writer.user);
    await page.goto("/");
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL("/profile");

    await expect(page.getByRole("heading", { level: 1, name: writer.user.name })).toBeVisible();
    await expect(page.getByRole("main").getByText(writer.user.email)).toBeVisible();
    await expect(page.getByRole("main").getByRole("img", { name: writer.user.name })).toBeVisible();

    const blogs = page.getByRole("region", { name: /My Blogs/u });
    await expect(blogs.getByRole("link", { name: mine.title })).toBeVisible();
    await expect(blogs.getByText(theirs.title)).toHaveCount(0);

    await blogs.getByRole("button", { name: `Edit ${mine.title}` }).click();
    await expect(page).toHaveURL(`/update/${mine._id}`);
    await expect(page.getByLabel("Title")).toHaveValue(mine.title);
  });

  test("a user without blogs is invited to write one, and a missing photo shows a generic avatar", async ({ page }) => {
    const reader = await signUpViaApi("quiet", { photoURL: "/images/avatars/missing-photo.png" });
    await signInBrowser(page, reader.user);
    await page.goto("/profile");
    await expect(page.getByText("You have not written any blogs yet.")).toBeVisible();
    // The broken photo falls back to the generic avatar, still named for the user.
    await expect(page.getByRole("main").getByRole("img", { name: reader.user.name })).toBeVisible();
    await page.getByRole("link", { name: "Write a new blog" }).click();
    await expect(page).toHaveURL("/addBlog");
  });
});
