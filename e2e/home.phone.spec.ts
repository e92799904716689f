import { expect, test } from "@playwright/test";

test.describe("Home on a phone", () => {
  test("Recent Blogs stack in one column and the About dots still work", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Recent Blogs" }).getByRole("article");
    await expect(cards).toHaveCount(8);
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);

    const dots = page.getByRole("button", { name: /^Go to slide/u });
    await dots.nth(5).click();
    await expect(dots.nth(5)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: "Secure & Reliable" })).toBeInViewport();
  });

  test("the tags wrap and stay tappable", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Filter blogs by Fitness" }).click();
    await expect(page).toHaveURL("/Blogs?search=Fitness");
  });
});
