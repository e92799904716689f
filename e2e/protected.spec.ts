import { expect, test } from "@playwright/test";
import { createBlogViaApi, logInThroughForm, signUpViaApi } from "./fixtures/users";

test.describe("Login-required routes", () => {
  for (const path of ["/addBlog", "/wishList", "/profile", "/settings"]) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    });
  }

  test("/update/{id} sends a visitor to /login and back to the update screen after login", async ({ page }) => {
    const author = await signUpViaApi("author");
    const blog = await createBlogViaApi(author);
    await page.goto(`/update/${blog._id}`);
    await expect(page).toHaveURL("/login");
    await logInThroughForm(page, author.user);
    await expect(page).toHaveURL(`/update/${blog._id}`);
    await expect(page.getByLabel("Title")).toHaveValue(blog.title);
  });

  test("after login the visitor lands on the page they asked for", async ({ page }) => {
    const { user } = await signUpViaApi("returning");
    await page.goto("/addBlog");
    await expect(page).toHaveURL("/login");
    await logInThroughForm(page, user);
    await expect(page).toHaveURL("/addBlog");
    await expect(page.getByRole("heading", { name: "Submit a New Blog" })).toBeVisible();
  });

  test("a loading indicator shows while the auth state resolves", async ({ page }) => {
    const { user } = await signUpViaApi("patient");
    await page.goto("/login");
    await logInThroughForm(page, user);
    await expect(page).toHaveURL("/");
    // Hold the session answer back so the resolving state stays on screen long enough to see.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/auth/get-session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/wishList");
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
    await expect(page).toHaveURL("/wishList");
  });
});
