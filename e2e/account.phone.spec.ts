import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, logInThroughForm, makeUser, signInBrowser, signUpViaApi } from "./fixtures/users";

test.describe("Signed-in flows at phone size", () => {
  test("login hides the side panel; signing up leads home with member links in the menu", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("Your Stories, Your Voice")).toBeHidden();

    const user = makeUser("phone");
    await page.getByRole("link", { name: "Sign Up now" }).click();
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Photo URL").fill(user.photoURL);
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    // waitFor watches every frame; expect's polling backs off to 1 s and can miss an alert that closes itself after 2 s on a busy machine.
    await seeNotice(page, "Your account has been created.");
    await expect(page).toHaveURL("/");
    // The address changes as the navigation starts; home takes focus once it is drawn, which would
    // close a menu opened before then.
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Read. Share." })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("link", { name: "Add Blog" })).toBeVisible();
    await page.getByRole("link", { name: "Wishlist" }).click();
    await expect(page.getByText("Your wishlist is currently empty.")).toBeVisible();
  });

  test("a reader comments and saves a blog to the wishlist", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("mobile");
    const blog = await createBlogViaApi(author);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByText("Please log in to post comments.")).toBeVisible();
    await page.goto("/login");
    await logInThroughForm(page, reader.user);
    await expect(page).toHaveURL("/");

    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByLabel("Your comment").fill("Read on my phone");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    await seeNotice(page, "Comment Posted");
    await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toContainText(
      "Read on my phone",
    );

    await page.goto(`/Blogs?search=${encodeURIComponent(blog.title)}`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: blog.title }) });
    await card.getByRole("button", { name: "Add to Wishlist" }).click();
    await seeNotice(page, "Added to Wishlist");
    await page.goto("/wishList");
    await expect(page.getByRole("article").getByRole("heading", { name: blog.title })).toBeVisible();
  });

  test("the author updates their blog", async ({ page }) => {
    const author = await signUpViaApi("pocket");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, author.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByRole("button", { name: "Update Blog" }).click();
    await page.getByLabel("Title").fill(`${blog.title} from the train`);
    await page.getByRole("button", { name: "Update Blog" }).click();
    await seeNotice(page, "Task Updated!");
    await expect(page).toHaveURL("/Blogs");
  });
});
