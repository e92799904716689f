import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, listBlogs } from "./fixtures/visitor";

type Screen = { name: string; path: (id: string) => string; ready: (page: Page) => Promise<void> };

const SCREENS: Screen[] = [
  {
    name: "home",
    path: () => "/",
    ready: (page) => expect(page.getByRole("region", { name: "Recent Blogs" }).getByRole("article")).toHaveCount(8),
  },
  { name: "all blogs", path: () => "/Blogs", ready: (page) => expect(page.getByRole("article").first()).toBeVisible() },
  {
    name: "details",
    path: (id) => `/viewDetails/${id}`,
    ready: (page) =>
      expect(page.getByRole("complementary", { name: "More Blogs" }).getByRole("link").first()).toBeVisible(),
  },
  { name: "features", path: () => "/Features", ready: (page) => expect(page.getByRole("table")).toBeVisible() },
  {
    name: "404",
    path: () => "/nowhere",
    ready: (page) => expect(page.getByRole("heading", { name: "404 - Page Not Found" })).toBeVisible(),
  },
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`Accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical axe violations`, async ({ page, request }) => {
        const [blog] = (await listBlogs(request, "limit=1")).blogs;
        await page.goto(screen.path(blog?._id ?? ""));
        await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
        await screen.ready(page);
        await expectAccessible(page);
      });
    }
  });
}

test("every image on the visitor screens has alt text", async ({ page }) => {
  for (const path of ["/", "/Blogs", "/Features"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("img:not([alt])").count()).toBe(0);
  }
});
