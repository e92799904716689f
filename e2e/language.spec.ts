import { expect, type Page, test } from "@playwright/test";
import { wordsIn } from "./fixtures/catalogue";
import { expectAccessible } from "./fixtures/visitor";

const [ar, en, es] = [wordsIn("ar"), wordsIn("en"), wordsIn("es")];

// Issue 59: the interface in the reader's language, chosen by the browser and then by the switcher,
// right to left in Arabic, and switched in place without a page load.

/** Live once the theme toggle (named in any language) no longer waits for the page's scripts. */
async function waitForHydrationInAnyLanguage(page: Page) {
  await expect(page.locator("header nav button[aria-pressed]")).not.toHaveAttribute("aria-disabled", "true");
}

/** Nothing on the page is wider than the window: a right-to-left layout that spills shows here. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The shell's and home's words that English and the other language spell differently. */
const SHOWN_KEYS = [
  "home.hero.title",
  "home.newsletter.title",
  "home.tags.title",
  "home.recent.title",
  "home.tips.title",
  "home.about.title",
  "home.contact.title",
  "nav.allBlogs",
  "nav.featuredBlogs",
  "footer.services",
] as const;

test.describe("in Spanish, from the browser's languages", () => {
  test.use({ locale: "es-ES" });

  test("home is drawn in Spanish from the first byte, with no English left on the translated parts", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.headers()["content-language"]).toBe("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es["home.hero.title"]);
    await waitForHydrationInAnyLanguage(page);
    // textContent, not innerText: the sections below the fold are not rendered until near (content-visibility).
    const text = (await page.locator("body").textContent()) ?? "";
    for (const key of SHOWN_KEYS) {
      expect(text, key).toContain(es[key]);
      expect(text, key).not.toContain(en[key]);
    }
    await expect(page).toHaveTitle(`Inkwell · ${es["home.hero.title"]}`);
  });

  test("the switcher turns the page Arabic in place, right to left, and the next page stays Arabic", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydrationInAnyLanguage(page);
    // A mark on the window: a page load would lose it.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const switcher = page.getByRole("contentinfo");
    await switcher.getByLabel(es["footer.language"]).selectOption("ar");
    await switcher.getByRole("button", { name: es["footer.language.apply"] }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["home.hero.title"]);
    await expect(page.getByRole("navigation").first()).toContainText(ar["nav.allBlogs"]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expectNoOverflow(page);

    // The choice was remembered: the next page is Arabic from the server, right to left.
    const next = await page.goto("/");
    expect(next?.headers()["content-language"]).toBe("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 2, name: ar["home.recent.title"] })).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page);
  });
});

test.describe("a screen's words (decision 0147)", () => {
  test.use({ locale: "es-ES" });

  test("come with the screen on a client navigation, and switching brings every part drawn so far", async ({
    page,
  }) => {
    const response = await page.goto("/Blogs");
    // All Blogs downloads the shell's words and its own, never home's.
    const html = (await response?.text()) ?? "";
    expect(html).toContain("/assets/words-shell-es-");
    expect(html).not.toContain("/assets/words-home-");
    await waitForHydrationInAnyLanguage(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("navigation").first().getByRole("link", { name: es["nav.home"], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es["home.hero.title"]);
    await expect(page.getByRole("heading", { level: 2, name: es["home.recent.title"] })).toBeVisible();

    const switcher = page.getByRole("contentinfo");
    await switcher.getByLabel(es["footer.language"]).selectOption("ar");
    await switcher.getByRole("button", { name: es["footer.language.apply"] }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar["home.hero.title"]);
    await expect(page.getByRole("heading", { level: 2, name: ar["home.recent.title"] })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false, locale: "en-US" });

  test("the switcher's form changes the language and comes back to the same page", async ({ page }) => {
    await page.goto("/Blogs?category=Travel");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(en["footer.language"]).selectOption("es");
    await footer.getByRole("button", { name: en["footer.language.apply"] }).click();
    await expect(page).toHaveURL(/\/Blogs\?category=Travel$/u);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation").first()).toContainText(es["nav.allBlogs"]);
  });
});
