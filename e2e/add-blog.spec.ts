import { expect, type Page, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { signInBrowser, signUpViaApi } from "./fixtures/users";

async function fillBlog(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Image URL").fill("/images/blogs/travel-1.webp");
  await page.getByLabel("Category").selectOption("Travel");
  await page.getByLabel("Short Description").fill("Three days on foot.");
  await page.getByLabel("Long Description").fill("We walked from hut to hut and ate far too much cheese.");
}

test.describe("Add blog", () => {
  test("publishes the blog, says so, resets the form, and the blog shows its author", async ({ page }) => {
    const writer = await signUpViaApi("writer");
    await signInBrowser(page, writer.user);
    await page.goto("/addBlog");
    await expect(page.getByRole("heading", { name: "Submit a New Blog" })).toBeVisible();
    const title = `Alpine walk ${Date.now()}`;
    await fillBlog(page, title);
    await page.getByRole("button", { name: "Submit Blog" }).click();

    await seeNotice(page, "Blog added successfully.");
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");

    await page.goto(`/Blogs?search=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: "View Details" }).first().click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(`Posted by ${writer.user.name}`)).toBeVisible();
  });

  test("requires every field before sending anything", async ({ page }) => {
    const writer = await signUpViaApi("hasty");
    await signInBrowser(page, writer.user);
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/blog")) posts += 1;
    });
    await page.goto("/addBlog");
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await expect(page.getByText("Title is required.")).toBeVisible();
    await expect(page.getByText("Long Description is required.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);
  });

  test("offers the five categories", async ({ page }) => {
    const writer = await signUpViaApi("chooser");
    await signInBrowser(page, writer.user);
    await page.goto("/addBlog");
    const options = page.getByLabel("Category").locator("option:not([disabled])");
    await expect(options).toHaveText(["Technology", "Travel", "Education", "Health", "Lifestyle"]);
  });

  test("says 'Failed to add blog.' with 'Try Again' when the session ended elsewhere", async ({ page }) => {
    const writer = await signUpViaApi("signedout");
    await signInBrowser(page, writer.user);
    await page.goto("/addBlog");
    await fillBlog(page, "Never published");
    // Signing out from another tab ends the session the form would have used.
    await page.request.post("/api/auth/sign-out", { headers: { origin: new URL(page.url()).origin }, data: {} });
    await page.getByRole("button", { name: "Submit Blog" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Failed to add blog.");
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("Never published");
  });
});
