import { expect, test } from "@playwright/test";
import { listBlogs, waitForHydration } from "./fixtures/visitor";

// Issue 14: the details page offers 'Copy link', and 'Share' where the browser has a share sheet.
test("Copy link puts the blog's address on the clipboard and says so", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const [blog] = (await listBlogs(page.request, "limit=1")).blogs;
  await page.goto(`/viewdetails/${blog?._id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  // The readable address, whichever address the reader came by.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${blog?.url}`);
});

test("Share opens the system share sheet with the blog's title and address", async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data) });
  });
  const [blog] = (await listBlogs(page.request, "limit=1")).blogs;
  await page.goto(`/viewDetails/${blog?._id}`);
  await waitForHydration(page);
  const share = page.getByRole("button", { name: "Share", exact: true });
  await share.focus();
  await page.keyboard.press("Enter");
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([{ title: blog?.title, text: blog?.shortDesc, url: `${baseURL}${blog?.url}` }]);
});

test("without a share sheet there is no Share button, only Copy link", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  const [blog] = (await listBlogs(page.request, "limit=1")).blogs;
  await page.goto(`/viewDetails/${blog?._id}`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
});
