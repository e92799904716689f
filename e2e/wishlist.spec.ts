import { expect, type Page, test } from "@playwright/test";
import { wordsIn } from "./fixtures/catalogue";
import { attemptsAt, expectNoLongRetries } from "./fixtures/loadFailure";
import { seeNotice } from "./fixtures/notice";
import { addToWishlistViaApi, createBlogViaApi, signInBrowser, signUpViaApi, updateBlogViaApi } from "./fixtures/users";

/** The All Blogs card of one blog, found through the page's own search so other tests' blogs never crowd it out. */
async function openCard(page: Page, title: string) {
  await page.goto(`/Blogs?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toHaveCount(1);
  return card;
}

test.describe("Wishlist toggle on All Blogs", () => {
  test("adds and removes with SPEC's alerts, and the state survives a reload", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("reader");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    let card = await openCard(page, blog.title);

    await card.getByRole("button", { name: "Add to Wishlist" }).click();
    await seeNotice(page, "Added to Wishlist", blog.title);
    await expect(card.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();

    card = await openCard(page, blog.title);
    await card.getByRole("button", { name: "Remove from Wishlist" }).click();
    await seeNotice(page, "Removed from Wishlist", blog.title);
    await expect(card.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();

    card = await openCard(page, blog.title);
    await expect(card.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();
  });

  test("flips at once, before the server answers", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("eager");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    const card = await openCard(page, blog.title);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/wishlist", async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect(card.getByRole("button", { name: "Remove from Wishlist" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await seeNotice(page, "Added to Wishlist");
  });

  test("on failure the card returns to its true state with SPEC's error", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("unlucky");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    const card = await openCard(page, blog.title);
    await page.route("**/api/wishlist", (route) => route.abort("internetdisconnected"));
    await card.getByRole("button", { name: "Add to Wishlist" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Failed to update wishlist. Please try again.");
    // An open alert hides the page from assistive technology (and from role queries) until it closes.
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(card.getByRole("button", { name: "Add to Wishlist" })).toBeVisible();
  });

  test("visitors see 'Sign in to use wishlist' and are told to log in", async ({ page }) => {
    const author = await signUpViaApi("author");
    const blog = await createBlogViaApi(author);
    const card = await openCard(page, blog.title);
    await card.getByRole("button", { name: "Sign in to use wishlist" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Login Required");
    await expect(dialog).toContainText("Please log in to manage your wishlist.");
    await dialog.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("My Wishlist page", () => {
  test("says 'Your wishlist is currently empty.' for a new user", async ({ page }) => {
    const reader = await signUpViaApi("empty");
    await signInBrowser(page, reader.user);
    await page.goto("/wishList");
    await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
    await expect(page.getByText("Your wishlist is currently empty.")).toBeVisible();
  });

  test("shows saved blogs with 'Details' and 'Remove', as they are now", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("collector");
    const blog = await createBlogViaApi(author, { category: "Education", shortDesc: "Learn by doing." });
    await addToWishlistViaApi(reader, blog);
    const renamed = `${blog.title} v2`;
    await updateBlogViaApi(author, blog, { title: renamed });

    await signInBrowser(page, reader.user);
    await page.goto("/wishList");
    const card = page.getByRole("article");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(card).toContainText("Education");
    await expect(card).toContainText("Learn by doing.");
    await expect(card.getByRole("img", { name: renamed })).toBeVisible();

    await card.getByRole("button", { name: "Details" }).click();
    await expect(page).toHaveURL(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

    await page.goto("/wishList");
    await page.getByRole("button", { name: "Remove" }).click();
    await seeNotice(page, "Removed!", "Item removed from your wishlist.");
    await expect(page.getByText("Your wishlist is currently empty.")).toBeVisible();
  });

  test("a blog saved on All Blogs appears on the wishlist page", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("saver");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    const card = await openCard(page, blog.title);
    await card.getByRole("button", { name: "Add to Wishlist" }).click();
    await seeNotice(page, "Added to Wishlist");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wishlist" }).click();
    await expect(page.getByRole("article").getByRole("heading", { name: blog.title })).toBeVisible();
  });

  test("'Oops!' when an item cannot be removed", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("stuck");
    const blog = await createBlogViaApi(author);
    await addToWishlistViaApi(reader, blog);
    await signInBrowser(page, reader.user);
    await page.goto("/wishList");
    await page.route("**/api/wishlist/*", (route) =>
      route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Remove" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Oops!");
    await expect(dialog).toContainText("Failed to remove item. Please try again.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("says so when the wishlist cannot be loaded", async ({ page }) => {
    const reader = await signUpViaApi("cutoff");
    await signInBrowser(page, reader.user);
    await page.route("**/api/wishlist/*", (route) => route.abort("internetdisconnected"));
    const attempts = attemptsAt(page, (url) => url.pathname.startsWith("/api/wishlist/"));
    await page.goto("/wishList");
    await attempts.first;
    await expect(page.getByText("Failed to load your wishlist. Please try again later.")).toBeVisible();
    expectNoLongRetries(attempts);
  });
});

test.describe("My Wishlist page in German, from the browser's languages (issue 59)", () => {
  test.use({ locale: "de-DE" });

  test("the page, its cards and the removal notice speak German", async ({ page }) => {
    const de = wordsIn("de");
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("sammlerin");
    const blog = await createBlogViaApi(author);
    await addToWishlistViaApi(reader, blog);
    await signInBrowser(page, reader.user);
    await page.goto("/wishList");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de["wishlist.title"]);
    const card = page.getByRole("article");
    await expect(card.getByRole("button", { name: de["wishlist.details"] })).toBeVisible();
    await card.getByRole("button", { name: de["wishlist.remove"] }).click();
    await seeNotice(page, de["wishlist.removedTitle"], de["wishlist.removedText"]);
    await expect(page.getByText(de["wishlist.empty"])).toBeVisible();
    await expect(page.getByRole("link", { name: de["wishlist.browse"] })).toBeVisible();
  });
});
