import { expect, test } from "@playwright/test";
import { createBlogViaApi, meOf, signInBrowser, signUpViaApi } from "./fixtures/users";
import { expectAccessible, waitForHydration } from "./fixtures/visitor";

test.describe("Following a writer", () => {
  test("a signed-in reader follows from the author page, sees the count rise, and unfollows", async ({ page }) => {
    const writer = await signUpViaApi("followed");
    const { handle } = await meOf(writer);
    await createBlogViaApi(writer, { title: `Worth following ${handle}` });
    const reader = await signUpViaApi("follower");
    await signInBrowser(page, reader.user);

    await page.goto(`/@${handle}`);
    const counts = page.getByText(/^1 post · \d+ followers?$/u);
    await expect(counts).toHaveText("1 post · 0 followers");
    await waitForHydration(page);
    const follow = page.getByRole("button", { name: "Follow", exact: true });
    await expect(follow).toBeEnabled();
    await expect(follow).toHaveAttribute("aria-pressed", "false");

    await follow.click();
    const following = page.getByRole("button", { name: "Following", exact: true });
    await expect(following).toHaveAttribute("aria-pressed", "true");
    await expect(counts).toHaveText("1 post · 1 follower");
    await expectAccessible(page);

    // The server holds it: a fresh page draws the count and the pressed button from it.
    await page.reload();
    await expect(counts).toHaveText("1 post · 1 follower");
    await expect(following).toHaveAttribute("aria-pressed", "true");

    await following.click();
    await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(counts).toHaveText("1 post · 0 followers");
  });
});
