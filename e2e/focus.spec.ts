import { expect, test } from "@playwright/test";
import { signInBrowser, signUpViaApi } from "./fixtures/users";
import { nav, waitForHydration } from "./fixtures/visitor";

// Issue 14: every screen has its own title; the skip link and route changes move focus where it helps.
test("every screen has a tab title of its own, from the server and after client navigation", async ({ page }) => {
  // Fourteen page loads: over the 30 s default when the machine is busy.
  test.slow();
  const visitorScreens: Array<[string, string]> = [
    ["/", "Inkwell · Discover. Read. Share."],
    ["/Blogs", "All Blogs · Inkwell"],
    ["/Features", "Top 10 Blogs by Word Count · Inkwell"],
    ["/nowhere", "Page Not Found · Inkwell"],
    ["/login", "Log In · Inkwell"],
    ["/signup", "Sign Up · Inkwell"],
    ["/forgot-password", "Forgot password · Inkwell"],
    ["/reset-password?token=x", "Choose a new password · Inkwell"],
  ];
  for (const [path, title] of visitorScreens) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`<title>${title.replace("&", "&amp;")}</title>`);
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }

  const { user } = await signUpViaApi("titled");
  await signInBrowser(page, user);
  const signedInScreens: Array<[string, string]> = [
    ["/addBlog", "Submit a New Blog · Inkwell"],
    ["/wishList", "My Wishlist · Inkwell"],
    ["/profile", "Profile · Inkwell"],
    ["/settings", "Settings · Inkwell"],
  ];
  for (const [path, title] of signedInScreens) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // The same titles after moving inside the app, without a page load.
  await page.goto("/profile");
  await waitForHydration(page);
  await nav(page).getByRole("link", { name: "Featured Blogs" }).click();
  await expect(page).toHaveTitle("Top 10 Blogs by Word Count · Inkwell");
  await nav(page).getByRole("link", { name: "Wishlist" }).click();
  await expect(page).toHaveTitle("My Wishlist · Inkwell");
});

test("the skip link moves focus into the main content", async ({ page }) => {
  await page.goto("/Features");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
});

test("after a route change focus is on the new page's heading, but not on the first load", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("main h1")).not.toBeFocused();

  await nav(page).getByRole("link", { name: "All Blogs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeFocused();

  // A screen whose heading arrives with its data gets focus when the heading appears.
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeFocused();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeFocused();
});
