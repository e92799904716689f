import { devices, expect, type Locator, type Page, test } from "@playwright/test";
import type { Blog } from "@shared/schemas";
import { fillOtherFields, openAddBlog } from "./fixtures/editor";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";
import { expectAccessible } from "./fixtures/visitor";

/**
 * Presses a key that only moves the caret, then lets the browser tell the editor (its selectionchange
 * event comes a task later). A writer's next key never comes that fast; a script's does, and Lexical
 * would then apply it where the caret was before.
 */
async function moveCaret(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await nextFrame(page);
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/**
 * Types a Markdown shortcut and waits until the editor has turned it into `made`. Lexical applies a
 * shortcut in an update after the keystroke; keys a script sends in that gap land in the paragraph
 * being replaced (a writer's next key never comes that fast).
 */
async function typeShortcut(page: Page, shortcut: string, made: Locator) {
  await page.keyboard.type(shortcut);
  await expect(made).toBeAttached();
  await nextFrame(page);
}

/** Selects the `count` characters before the caret, as a writer does with Shift and the arrow key. */
const selectBack = (page: Page, count: number) => moveCaret(page, "Shift+ArrowLeft", count);

const toolbarButton = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });

/** The editor's own announcer: the bar's "checking sign-in" skeleton is a status too, while the session loads. */
const liveRegion = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: /\S/u });

test.describe("The rich editor", () => {
  test("formats with keys, the toolbar and Markdown shortcuts, and publishes Markdown the details page renders", async ({
    page,
  }) => {
    test.slow();
    const editor = await openAddBlog(page, "typist");
    const title = `Rich walk ${Date.now()}`;
    await fillOtherFields(page, title);
    const k = page.keyboard;

    await editor.click();
    // Markdown shortcuts as one types.
    await typeShortcut(page, "## ", editor.locator("h2"));
    await k.type("Packing list");
    await k.press("Enter");
    // Ctrl+B and Ctrl+I, said out loud.
    await k.type("Bring ");
    await k.press("Control+B");
    await expect(liveRegion(page)).toHaveText("Bold on");
    await k.type("boots");
    await k.press("Control+B");
    await k.type(" and ");
    await k.press("Control+I");
    await k.type("socks");
    await k.press("Control+I");
    await k.type(".");
    await k.press("Enter");
    await typeShortcut(page, "- ", editor.locator("ul"));
    await k.type("a map");
    await k.press("Enter");
    await k.type("a compass");
    await k.press("Enter");
    await k.press("Enter");
    await typeShortcut(page, "1. ", editor.locator("ol"));
    await k.type("first");
    await k.press("Enter");
    await k.type("second");
    await k.press("Enter");
    await k.press("Enter");
    await k.type("Then ");
    await typeShortcut(page, "**strong**", editor.locator("strong", { hasText: "strong" }));
    await k.type(" and ");
    await typeShortcut(page, "_soft_", editor.locator("em", { hasText: "soft" }));
    await k.type(" words.");
    await k.press("Enter");
    await typeShortcut(page, "> ", editor.locator("blockquote"));
    await k.type("Leave no trace");
    await k.press("Enter");
    await k.press("Enter");

    // Ctrl+K: the link field, checked and applied to the selected word.
    await k.type("Read the guide");
    await selectBack(page, 5);
    await k.press("Control+K");
    const linkField = page.getByLabel("Link address");
    await expect(linkField).toBeFocused();
    await linkField.fill("example.com/guide");
    await k.press("Enter");
    await expect(editor).toBeFocused();
    await expect(editor.getByRole("link", { name: "guide" })).toHaveAttribute("href", "https://example.com/guide");
    await moveCaret(page, "End");
    await k.press("Enter");

    // The toolbar: Bold on a selected word, a heading, a code block with its language, a rule.
    await k.type("Loud words here");
    await moveCaret(page, "Home");
    await moveCaret(page, "Shift+ArrowRight", 4);
    await toolbarButton(page, "Bold").click();
    await expect(toolbarButton(page, "Bold")).toHaveAttribute("aria-pressed", "true");
    await expect(editor.locator("strong", { hasText: "Loud" })).toBeVisible();
    await moveCaret(page, "End");
    await k.press("Enter");
    await k.type("Day two");
    await toolbarButton(page, "Heading 3").click();
    await expect(toolbarButton(page, "Heading 3")).toHaveAttribute("aria-pressed", "true");
    await expect(editor.getByRole("heading", { level: 3, name: "Day two" })).toBeVisible();
    await moveCaret(page, "End");
    await k.press("Enter");
    await toolbarButton(page, "Code block").click();
    await page.getByLabel("Code language").fill("js");
    await page.getByLabel("Code language").press("Enter");
    await expect(editor).toBeFocused();
    await k.type("let x = 1;");
    await k.press("Enter");
    await k.press("Enter");
    await k.press("Enter");
    await toolbarButton(page, "Horizontal rule").click();
    await expect(editor.locator("hr")).toHaveCount(1);
    await k.type("The end");

    // Undo and redo from the keyboard.
    await k.type(" for now");
    await k.press("Control+Z");
    await expect(editor).not.toContainText("for now");
    await k.press("Control+Shift+Z");
    await expect(editor).toContainText("The end for now");

    // The Markdown view shows what will be stored; coming back changes nothing.
    const before = await editor.innerHTML();
    await page.getByRole("tab", { name: "Markdown" }).click();
    const source = page.getByLabel("Long Description");
    await expect(source).toHaveJSProperty("tagName", "TEXTAREA");
    const markdown = await source.inputValue();
    for (const part of [
      "## Packing list",
      "**boots**",
      "_socks_",
      "- a map",
      "1. first",
      "**strong**",
      "_soft_",
      "> Leave no trace",
      "[guide](https://example.com/guide)",
      "**Loud**",
      "### Day two",
      "```js\nlet x = 1;\n```",
      "The end for now",
    ]) {
      expect(markdown).toContain(part);
    }
    await expect(page.getByText("Markdown works here")).toBeVisible();
    await page.getByRole("tab", { name: "Write" }).click();
    await expect(editor).toBeVisible();
    expect(await editor.innerHTML()).toBe(before);
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(markdown);
    await page.getByRole("tab", { name: "Write" }).click();

    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");
    // The form resets, the editor with it.
    await expect(editor).toHaveText("");

    // The API stores exactly what the Markdown view showed.
    const listed = await page.request.get(`/api/allBlogs?search=${encodeURIComponent(title)}`);
    const [stored] = (await listed.json()) as Blog[];
    expect(stored?.longDesc).toBe(markdown);

    // And the server renders it as the editor drew it.
    await page.goto(`/viewDetails/${stored?._id}`);
    const body = page.locator(".markdown-body");
    await expect(body.getByRole("heading", { level: 2, name: "Packing list" })).toBeVisible();
    await expect(body.getByRole("heading", { level: 3, name: "Day two" })).toBeVisible();
    await expect(body.locator("strong")).toHaveText(["boots", "strong", "Loud"]);
    await expect(body.locator("em")).toHaveText(["socks", "soft"]);
    await expect(body.locator("ul > li")).toHaveText(["a map", "a compass"]);
    await expect(body.locator("ol > li")).toHaveText(["first", "second"]);
    await expect(body.locator("blockquote")).toHaveText("Leave no trace");
    await expect(body.getByRole("link", { name: "guide" })).toHaveAttribute("href", "https://example.com/guide");
    await expect(body.locator("pre code")).toHaveText("let x = 1;");
    await expect(body.locator("hr")).toHaveCount(1);
    await expect(body).toContainText("The end for now");
  });

  test("an untouched post keeps its bytes through both views and saves as no change", async ({ page }) => {
    const author = await signUpViaApi("keeper");
    // Markdown the editor does not write itself: star bullets, underscores for bold, a table, a hard break.
    const longDesc =
      "Intro with *stars* and __underscores__,  \nand a hard break.\n\n* one\n* two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nLast line";
    const blog = await createBlogViaApi(author, { longDesc });
    await signInBrowser(page, author.user);
    await page.goto(`/update/${blog._id}`);
    const editor = page.getByLabel("Description");
    await expect(editor).toHaveAttribute("contenteditable", "true");
    await expect(editor).toContainText("Intro with stars");

    for (let round = 0; round < 2; round++) {
      await page.getByRole("tab", { name: "Markdown" }).click();
      await expect(page.getByLabel("Description")).toHaveValue(longDesc);
      await page.getByRole("tab", { name: "Write" }).click();
      await expect(editor).toBeVisible();
    }
    await page.getByRole("button", { name: "Update Blog" }).click();
    await expect(page.getByRole("dialog")).toContainText("No changes were made.");
  });

  test("is a labelled text box, takes focus when it must be filled, and has a one-stop toolbar", async ({ page }) => {
    const editor = await openAddBlog(page, "labelled");
    await expect(page.getByRole("textbox", { name: "Long Description" })).toHaveAttribute("aria-multiline", "true");

    await fillOtherFields(page, `Empty body ${Date.now()}`);
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await expect(page.getByText("Long Description is required.")).toBeVisible();
    await expect(editor).toBeFocused();
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await expect(editor).toHaveAccessibleDescription("Long Description is required.");

    // One tab stop: Tab from the control before it lands on its first button, arrows move, Tab leaves.
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
    await page.getByRole("button", { name: "Distraction-free" }).focus();
    await page.keyboard.press("Tab");
    await expect(toolbarButton(page, "Bold")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbarButton(page, "Italic")).toBeFocused();
    await page.keyboard.press("End");
    await expect(toolbarButton(page, "Redo")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(toolbarButton(page, "Bold")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(toolbarButton(page, "Redo")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(toolbarButton(page, "Bold")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(editor).toBeFocused();

    // A link the renderer would drop is refused in the link field; Escape goes back to the text.
    await page.keyboard.type("Click");
    await selectBack(page, 5);
    await page.keyboard.press("Control+K");
    const field = page.getByLabel("Link address");
    await field.fill("javascript:alert(1)");
    await field.press("Enter");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Enter a web address/u);
    await field.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(editor).toBeFocused();
    await expect(editor.getByRole("link")).toHaveCount(0);
  });

  test("distraction-free mode fills the window, keeps focus, and Escape leaves it", async ({ page }) => {
    const editor = await openAddBlog(page, "focused");
    const toggle = page.getByRole("button", { name: "Distraction-free" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toBeFocused();
    await expect(liveRegion(page)).toHaveText("Distraction-free mode on");
    const viewport = page.viewportSize();
    const box = await editor.boundingBox();
    // The page's own fields are covered; the text column is the reading measure.
    await expect(page.getByLabel("Title")).not.toBeInViewport();
    expect(box?.height).toBeGreaterThan((viewport?.height ?? 0) * 0.6);

    await editor.click();
    await page.keyboard.type("Quiet words");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(editor).toBeFocused();
    await expect(liveRegion(page)).toHaveText("Distraction-free mode off");
    await expect(page.getByLabel("Title")).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`axe finds nothing in the editor's views and fields (${colorScheme})`, async ({ page }) => {
      // Three axe runs over the whole form: over half the default timeout on a loaded two-core machine.
      test.slow();
      await page.emulateMedia({ colorScheme });
      const editor = await openAddBlog(page, `axe${colorScheme}`);
      await editor.click();
      await page.keyboard.type("Some words");
      await toolbarButton(page, "Bold").click();
      await toolbarButton(page, "Code block").click();
      await expect(page.getByLabel("Code language")).toBeVisible();
      await page.keyboard.press("Control+K");
      await expect(page.getByLabel("Link address")).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Markdown" }).click();
      await expectAccessible(page);
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(page.getByRole("tabpanel").locator("pre")).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test.describe("The rich editor on a phone", () => {
  // The phone project runs *.phone.spec.ts; this one case checks the editor where it matters most.
  const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
  test.use(pixel);

  test("takes taps and typing, and its toolbar fits the screen", async ({ page }) => {
    const editor = await openAddBlog(page, "thumbs");
    await editor.tap();
    await expect(editor).toBeFocused();
    await page.keyboard.type("Written on a phone");
    await page.keyboard.press("Shift+Home");
    await toolbarButton(page, "Italic").tap();
    await expect(editor.locator("em")).toHaveText("Written on a phone");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const button of await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button").all()) {
      await expect(button).toBeInViewport();
    }
  });
});
