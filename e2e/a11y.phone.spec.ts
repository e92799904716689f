import { expect, test } from "@playwright/test";
import { expectAccessible, listBlogs } from "./fixtures/visitor";

test("the visitor screens have no serious or critical axe violations on a phone, menu open", async ({
  page,
  request,
}) => {
  const [blog] = (await listBlogs(request, "limit=1")).blogs;
  for (const path of ["/", "/Blogs", `/viewDetails/${blog?._id}`, "/Features", "/nowhere"]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectAccessible(page);
});
