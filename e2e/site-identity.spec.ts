import { expect, test } from "@playwright/test";
import { solidPng } from "./fixtures/png";
import { ADA } from "./fixtures/staff";
import { signInBrowser } from "./fixtures/users";
import { waitForHydration } from "./fixtures/visitor";

// Issue 58: the owner's logo, set in the admin's settings, is what visitors see in the bar and the tab.

test("an admin's uploaded logo replaces the quill in the bar and becomes the site's icon, with scripts and without", async ({
  page,
  browser,
}) => {
  await signInBrowser(page, ADA);
  await page.goto("/admin/settings");
  const logoField = page.getByLabel("Logo URL");
  const before = await logoField.inputValue();
  await page.getByLabel("Upload a logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: solidPng(90, 30, [20, 90, 160]),
  });
  await expect(page.getByRole("img", { name: "Logo preview" })).toBeVisible();
  await expect(logoField).toHaveValue(/\/uploads\/[a-f0-9]{64}\.webp$/u);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  try {
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await browser.newContext({ javaScriptEnabled });
      const view = await visitor.newPage();
      await view.goto("/");
      if (javaScriptEnabled) await waitForHydration(view);
      const bar = view.getByRole("navigation", { name: "Main" });
      const brand = bar.locator('a[href="/"]').first();
      // The site keeps its name as the link's; the logo is a picture beside it.
      await expect(brand.locator(".brand-logo")).toBeVisible();
      await expect(brand.locator(".brand-quill")).toBeHidden();
      const background = await brand
        .locator(".brand-logo")
        .evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toMatch(/\/site-icon\/64\.png\?v=[a-f0-9]{16}/u);
      const favicon = await view.locator('link[rel="icon"][sizes="32x32"]').getAttribute("href");
      expect(favicon).toMatch(/^\/site-icon\/32\.png\?v=[a-f0-9]{16}$/u);
      const icon = await view.request.get(favicon ?? "");
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toBe("image/png");
      await visitor.close();
    }
  } finally {
    // Other tests see this site: it goes back to the logo it had.
    await page.goto("/admin/settings");
    await page.getByLabel("Logo URL").fill(before);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
  }
});
