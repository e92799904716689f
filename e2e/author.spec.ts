import { expect, test } from "@playwright/test";
import { createBlogViaApi, meOf, signUpViaApi } from "./fixtures/users";
import { expectAccessible, waitForHydration } from "./fixtures/visitor";

test.describe("A writer's page", () => {
  test("shows the writer and their posts; a post opens at its readable address", async ({ page }) => {
    const writer = await signUpViaApi("authorpage");
    const { handle } = await meOf(writer);
    const older = await createBlogViaApi(writer, { title: `Older ${handle}` });
    const newer = await createBlogViaApi(writer, { title: `Newer ${handle}` });

    await page.goto(`/@${handle}`);
    await expect(page.getByRole("heading", { level: 1, name: writer.user.name })).toBeVisible();
    await expect(page.getByText(`@${handle}`, { exact: true })).toBeVisible();
    await expect(page.getByText("2 posts · 0 followers")).toBeVisible();
    const posts = page.getByRole("region", { name: "Posts" }).getByRole("article");
    await expect(posts.getByRole("heading")).toHaveText([newer.title, older.title]);
    await waitForHydration(page);
    // The Follow button is drawn disabled until the session check answers; then it is the visitor's.
    await expect(page.getByRole("button", { name: "Follow" })).toBeEnabled();
    await expectAccessible(page);

    await posts.getByRole("link", { name: newer.title }).click();
    await expect(page).toHaveURL(newer.url);
    await expect(page.getByRole("heading", { level: 1, name: newer.title })).toBeVisible();
  });

  test("says so for a handle no one has", async ({ page }) => {
    const response = await page.goto("/@nobody_here_at_all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Writer not found" })).toBeVisible();
  });
});
