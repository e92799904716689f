import { expect, type Page, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { waitForHydration } from "./fixtures/visitor";

/**
 * Decision 0060: a page links only the stylesheet of the reading screens (decision 0063); the rest of
 * the client's styles come with the other screens' code. So every class a reading screen draws with,
 * and that the client styles at all, must be styled by the reading sheet alone, or a reader would see
 * it unstyled.
 */

/** The sheet the other screens bring with their code; Vite names it after styles/every-screen.css. */
const EVERY_SCREEN_SHEET = /\/assets\/every-screen-[^/]+\.css$/u;

/** Class names the given stylesheets' selectors name, unescaped (`.bg-base-content\/10` -> `bg-base-content/10`). */
function classesOfSheets(page: Page, from: "reading" | "every-screen"): Promise<string[]> {
  return page.evaluate(
    ([kind, everyScreen]) => {
      const names = new Set<string>();
      const unescapeName = (name: string) =>
        name
          .replace(/\\([0-9a-f]{1,6}) ?/giu, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
          .replace(/\\(.)/gu, "$1");
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const match of rule.selectorText.matchAll(/\.((?:\\[0-9a-f]{1,6} ?|\\.|[\w-])+)/giu)) {
              names.add(unescapeName(match[1] ?? ""));
            }
          }
          // Layers, media and supports blocks, and rules nested in rules.
          if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) {
        if (!(sheet.ownerNode instanceof HTMLLinkElement) || !sheet.href) continue;
        if (new RegExp(everyScreen, "u").test(new URL(sheet.href).pathname) === (kind === "every-screen")) {
          visit(sheet.cssRules);
        }
      }
      return [...names];
    },
    [from, EVERY_SCREEN_SHEET.source] as const,
  );
}

/** Every class on the page's elements, SVG's included. */
function classesOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...new Set(
      Array.from(document.querySelectorAll("[class]")).flatMap((element) =>
        (element.getAttribute("class") ?? "").split(/\s+/u).filter(Boolean),
      ),
    ),
  ]);
}

/** What the reading screen uses that only the other screens' sheet styles. */
async function unstyledOn(page: Page, everyScreen: Set<string>): Promise<string[]> {
  const reading = new Set(await classesOfSheets(page, "reading"));
  return (await classesOnPage(page)).filter((name) => everyScreen.has(name) && !reading.has(name));
}

let everyScreenClasses: Set<string>;

test.beforeAll(async ({ browser }) => {
  // Any screen other than a reading one brings the whole sheet with its code.
  const page = await browser.newPage();
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  everyScreenClasses = new Set(await classesOfSheets(page, "every-screen"));
  await page.close();
});

test("a screen behind the reading ones brings the whole stylesheet, which the reading sheet is part of", async ({
  page,
}) => {
  // The admin's tabs are daisyUI's menu, which no reading screen draws.
  expect(everyScreenClasses.has("menu-horizontal")).toBe(true);
  await page.goto("/");
  expect(await classesOfSheets(page, "every-screen")).toEqual([]);
  const reading = await classesOfSheets(page, "reading");
  expect(reading).toContain("btn");
  expect(reading).not.toContain("menu-horizontal");
  expect(reading.filter((name) => !everyScreenClasses.has(name))).toEqual([]);
});

for (const signedIn of [false, true]) {
  test(`the reading screens ${signedIn ? "signed in" : "signed out"} are styled by the reading stylesheet alone`, async ({
    page,
  }) => {
    // One world for all of them: each screen is a page load of its own.
    const world = await prepareWorld(page, signedIn);
    const unstyled: Record<string, string[]> = {};
    for (const screen of SCREENS.filter((each) => each.reading && each.signedIn === signedIn)) {
      await screen.open(page, world);
      unstyled[screen.name] = await unstyledOn(page, everyScreenClasses);
    }
    expect(Object.keys(unstyled).length).toBeGreaterThan(3);
    expect(Object.entries(unstyled).filter(([, names]) => names.length > 0)).toEqual([]);
  });
}

test("the bar's menus are styled by the reading stylesheet alone", async ({ page }) => {
  await prepareWorld(page, true);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "All Blogs" }).first()).toBeVisible();
  expect(await unstyledOn(page, everyScreenClasses)).toEqual([]);
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  expect(await unstyledOn(page, everyScreenClasses)).toEqual([]);
});

test("every reading page links the same reading stylesheet, which a browser keeps for a year", async ({ request }) => {
  const hrefs = new Set<string>();
  for (const path of ["/", "/Blogs", "/Features", "/search"]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/gu)].map((match) => match[1] ?? "");
    expect(links, path).toHaveLength(1);
    hrefs.add(links[0] ?? "");
    // The sheet is not in the page as well: what styles remain inline are a few bytes (the noscript rule).
    for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gu))
      expect(css?.length ?? 0, path).toBeLessThan(200);
  }
  expect(hrefs.size).toBe(1);
  const [href] = [...hrefs];
  expect(href).toMatch(/^\/assets\/index-[\w-]+\.css$/u);
  expect(href).not.toMatch(EVERY_SCREEN_SHEET);
  const sheet = await request.get(href ?? "");
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()["content-type"]).toMatch(/^text\/css/u);
  expect(sheet.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
