import { expect, test } from "@playwright/test";
import { signInBrowser, signUpViaApi } from "./fixtures/users";

// Issue 14: /login and /signup are for visitors; a signed-in reader is taken home without the form.
for (const [path, heading] of [
  ["/login", "Welcome Back"],
  ["/signup", "Create an Account"],
] as const) {
  test(`a signed-in visitor opening ${path} goes home and never sees its form`, async ({ page }) => {
    const { user } = await signUpViaApi("guest");
    await signInBrowser(page, user);
    // Records whether the form's heading was ever on screen, from the first byte of the page on.
    await page.addInitScript((text) => {
      const seen = () => [...document.querySelectorAll("h1")].some((h1) => h1.textContent === text);
      new MutationObserver(() => {
        if (seen()) (window as unknown as { sawForm: boolean }).sawForm = true;
      }).observe(document, { childList: true, subtree: true });
    }, heading);
    await page.goto(path);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Read. Share." })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawForm?: boolean }).sawForm ?? false)).toBe(false);
  });
}

test("a visitor sent to log in from a protected page, signed in meanwhile, goes back to that page", async ({
  page,
}) => {
  const { user } = await signUpViaApi("returning");
  await page.goto("/wishList");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  // Signed in elsewhere (another tab); the reloaded login page still knows where the visitor came from.
  await signInBrowser(page, user);
  await page.reload();
  await expect(page).toHaveURL("/wishList");
  await expect(page.getByRole("heading", { level: 1, name: "My Wishlist" })).toBeVisible();
});
