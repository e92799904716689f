import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { signInBrowser, signUpViaApi } from "./fixtures/users";
import { listBlogs, nav } from "./fixtures/visitor";

test.describe("Shell", () => {
  test("the bar shows the logo and the visitor's links, each going where SPEC says", async ({ page }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: "Inkwell" })).toBeVisible();
    for (const [name, path] of [
      ["All Blogs", "/Blogs"],
      ["Featured Blogs", "/Features"],
      ["Log In", "/login"],
      ["Sign Up", "/signup"],
      ["Home", "/"],
    ] as const) {
      await nav(page).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await expect(nav(page).getByRole("link", { name: "Add Blog" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Wishlist" })).toHaveCount(0);
  });

  test("the bar stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Recent Blogs" })).toBeVisible();
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    await expect(nav(page).getByRole("link", { name: "All Blogs" })).toBeInViewport();
  });

  test("the footer has SPEC's three static columns and no links", async ({ page }) => {
    await page.goto("/Features");
    const footer = page.getByRole("contentinfo");
    const columns = {
      Services: ["Branding", "Design", "Marketing", "Advertisement"],
      Company: ["About Us", "Contact", "Careers", "Press Kit"],
      Legal: ["Terms of Use", "Privacy Policy", "Cookie Policy"],
    };
    for (const [title, items] of Object.entries(columns)) {
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
      for (const item of items) await expect(footer.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link")).toHaveCount(0);
  });

  test("routes match whatever the case of the path", async ({ page, request }) => {
    const [blog] = (await listBlogs(request, "limit=1")).blogs;
    if (!blog) throw new Error("the demo content has no blogs");
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
    await page.goto("/FEATURES");
    await expect(page.getByRole("heading", { name: "Top 10 Blogs by Word Count" })).toBeVisible();
    for (const path of [`/viewDetails/${blog._id}`, `/viewdetails/${blog._id}`, `/VIEWDETAILS/${blog._id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    }
  });

  test("pages are their own code: the home page loads neither the alert library nor other screens", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Recent Blogs" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((path) => /HomePage/u.test(path))).toBe(true);
    expect(scripts.filter((path) => /sweetalert|BlogsPage|DetailsPage|FeaturesPage|AddBlogPage/iu.test(path))).toEqual(
      [],
    );
  });

  test("signed in, the bar offers Add Blog, Wishlist and an avatar menu; Logout says goodbye", async ({ page }) => {
    const session = await signUpViaApi("navigator");
    await signInBrowser(page, session.user);
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: "Add Blog" })).toHaveAttribute("href", "/addBlog");
    await expect(nav(page).getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishList");
    await expect(nav(page).getByRole("link", { name: "Log In" })).toHaveCount(0);
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await expect(page.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await page.getByRole("button", { name: "Logout" }).click();
    await seeNotice(page, "Signed out", "See you next time 😊");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button")).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
    // It closes by itself (no button to press): on its timer, however busy the machine.
    await expect(dialog).toBeHidden();
  });
});
