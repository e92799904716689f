import { expect, type Page, test } from "@playwright/test";
import { prepareWorld, SCREENS } from "./fixtures/screens";
import { waitForHydration } from "./fixtures/visitor";

/**
 * Decision 0060: a page inlines only the stylesheet of the reading screens; the rest of the client's
 * styles come with the other screens' code. So every class a reading screen draws with, and that the
 * client styles at all, must be styled by the inlined sheet alone, or a reader would see it unstyled.
 */

/** Class names the given stylesheets' selectors name, unescaped (`.bg-base-content\/10` -> `bg-base-content/10`). */
function classesOfSheets(page: Page, from: "inline" | "linked"): Promise<string[]> {
  return page.evaluate((kind) => {
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
      const node = sheet.ownerNode;
      if (
        (kind === "inline" && node instanceof HTMLStyleElement) ||
        (kind === "linked" && node instanceof HTMLLinkElement)
      ) {
        visit(sheet.cssRules);
      }
    }
    return [...names];
  }, from);
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
  const inline = new Set(await classesOfSheets(page, "inline"));
  return (await classesOnPage(page)).filter((name) => everyScreen.has(name) && !inline.has(name));
}

let everyScreenClasses: Set<string>;

test.beforeAll(async ({ browser }) => {
  // Any screen other than a reading one brings the whole sheet with its code.
  const page = await browser.newPage();
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  everyScreenClasses = new Set(await classesOfSheets(page, "linked"));
  await page.close();
});

test("a screen behind the reading ones brings the whole stylesheet, which the reading sheet is part of", async ({
  page,
}) => {
  // The admin's tabs are daisyUI's menu, which no reading screen draws.
  expect(everyScreenClasses.has("menu-horizontal")).toBe(true);
  await page.goto("/");
  expect(await classesOfSheets(page, "linked")).toEqual([]);
  const inline = await classesOfSheets(page, "inline");
  expect(inline).toContain("btn");
  expect(inline).not.toContain("menu-horizontal");
  expect(inline.filter((name) => !everyScreenClasses.has(name))).toEqual([]);
});

for (const signedIn of [false, true]) {
  test(`the reading screens ${signedIn ? "signed in" : "signed out"} are styled by the inlined stylesheet alone`, async ({
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

test("the bar's menus are styled by the inlined stylesheet alone", async ({ page }) => {
  await prepareWorld(page, true);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "All Blogs" }).first()).toBeVisible();
  expect(await unstyledOn(page, everyScreenClasses)).toEqual([]);
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
  expect(await unstyledOn(page, everyScreenClasses)).toEqual([]);
});
