import { expect, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";

test.describe("A post's translations (issue 59)", () => {
  test("a writer publishes a Spanish translation of an English post; the reader follows 'Read in Español'", async ({
    page,
  }) => {
    const writer = await signUpViaApi("polyglot");
    const original = await createBlogViaApi(writer, { title: `The harbour ${Date.now()}`, language: "en" });
    await signInBrowser(page, writer.user);
    await page.goto("/addBlog");
    const title = `El puerto ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Image URL").fill("/images/blogs/travel-1.webp");
    await page.getByLabel("Category").selectOption("Travel");
    await page.getByLabel("Short Description").fill("Barcos y gaviotas.");
    await page.getByLabel("Long Description").fill("Los barcos volvían al puerto al caer la tarde.");
    await page.getByRole("main").getByLabel("Language").fill("es");
    const translationOf = page.getByLabel("Translation of");
    await translationOf.focus();
    await expect(translationOf.locator("option", { hasText: original.title })).toHaveCount(1);
    await translationOf.selectOption({ label: `${original.title} (en)` });
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");

    await page.goto(original.url);
    await expect(page.locator("main article")).toHaveAttribute("lang", "en");
    const link = page.getByRole("link", { name: "Read in Español" });
    await expect(link).toHaveAttribute("hreflang", "es");
    await link.click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.locator("main article")).toHaveAttribute("lang", "es");
    // The head is drawn by the server: a fresh load of the translation lists both versions.
    await page.reload();
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Read in English" })).toHaveAttribute("hreflang", "en");
  });
});
