import { expect, test } from "@playwright/test";
import { ADA } from "./fixtures/staff";
import { signInBrowser } from "./fixtures/users";
import { expectAccessible, waitForHydration } from "./fixtures/visitor";

// Issue 58: an admin writes the site's own pages with the post editor; visitors read them at their address.

test("an admin writes an About page in the post editor, publishes it, and visitors read it with scripts and without", async ({
  page,
  browser,
}) => {
  test.slow();
  const slug = `about-${Date.now()}`;
  await signInBrowser(page, ADA);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "New page" }).click();
  const editor = page.getByLabel("Text");
  await expect(editor).toHaveAttribute("contenteditable", "true");

  // An address the app uses is refused in the admin's words, and nothing is stored.
  await page.getByLabel("Title").fill("Login");
  await expect(page.getByLabel("Address")).toHaveValue("login");
  await editor.click();
  await page.keyboard.type("Who we are.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("/login is one of the site's own addresses.", { exact: false })).toBeVisible();

  await page.getByLabel("Title").fill("About Field Notes");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Description").fill("Who writes Field Notes, and why.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Page published.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/[a-f0-9]{24}$/u);
  await expect(page.getByRole("link", { name: `/${slug}` })).toBeVisible();
  await expectAccessible(page);

  try {
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await browser.newContext({ javaScriptEnabled });
      const view = await visitor.newPage();
      const response = await view.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(view);
      await expect(view.getByRole("heading", { level: 1, name: "About Field Notes" })).toBeVisible();
      await expect(view.getByRole("main")).toContainText("Who we are.");
      await expect(view).toHaveTitle("About Field Notes · Inkwell");
      await visitor.close();
    }

    // A change keeps the text it replaced, and restoring brings it back.
    await editor.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" And why.");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Page updated.")).toBeVisible();
    await page.getByRole("button", { name: "Show earlier versions" }).click();
    await page
      .getByRole("button", { name: /^Restore the version saved/u })
      .first()
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Restored the version saved" })).toBeVisible();
    await expect(editor).toHaveText("Who we are.");
    const restored = await page.request.get(`/api/pages/${slug}`);
    expect((await restored.json()).html).toBe("<p>Who we are.</p>\n");

    // Unpublished, its address is the 404 page again.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Page unpublished: it is a draft again.")).toBeVisible();
    expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  } finally {
    await page.getByRole("button", { name: "Delete page" }).click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("Page deleted.")).toBeVisible();
  }
  await expect(page.getByRole("cell", { name: `/${slug}` })).toHaveCount(0);
});
