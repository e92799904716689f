import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import type { Blog } from "@shared/schemas";
import { fillOtherFields, openAddBlog } from "./fixtures/editor";
import { seeNotice } from "./fixtures/notice";
import { expectAccessible } from "./fixtures/visitor";

// Decision 0127: a video or fediverse post address pasted alone on its line is an embed card in the
// editor's Write view too, as in Ghost's and Substack's editors. It is still stored as the plain link
// (decision 0123), which readers get as the click-to-load card; nothing loads from the provider while
// the writer writes.
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const PROVIDER = /(?:^|\.)(?:youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com)$/u;

/** Every request the page makes to the provider, recorded; none may be made before a reader's click. */
function providerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (PROVIDER.test(new URL(request.url()).hostname)) requests.push(request);
  });
  return requests;
}

/** A paste of plain text at the caret, as the browser delivers one (paste/README.md). */
async function pastePlainText(editor: Locator, text: string): Promise<void> {
  await editor.evaluate((element, text) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, text);
}

/** Presses a key that moves the caret, then lets the browser's selectionchange reach the editor. */
async function moveCaret(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** The editor's own announcer: the bar's "checking sign-in" skeleton is a status too, while the session loads. */
const liveRegion = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: /\S/u });
const videoCard = (editor: Locator) => editor.getByRole("figure", { name: "Embed: YouTube video" });

/** A new post whose body so far is "Watch this:" and, pasted on the line under it, the video's address. */
async function pasteVideo(page: Page, label: string): Promise<Locator> {
  const editor = await openAddBlog(page, label);
  await editor.click();
  await page.keyboard.type("Watch this:");
  await page.keyboard.press("Enter");
  // The Markdown engine that tells an embeddable address is fetched as the editor takes focus; a paste
  // before it is here goes in as text (rich-editor/markdown/engine.ts).
  await page.waitForLoadState("networkidle");
  await pastePlainText(editor, VIDEO);
  await expect(videoCard(editor)).toBeVisible();
  return editor;
}

test.describe("Embeds in the rich editor", () => {
  test("a pasted YouTube address is a card while writing, is stored as the plain link, and readers get the click-to-load card", async ({
    page,
  }) => {
    test.slow();
    const requests = providerRequests(page);
    const title = `Embedded ${Date.now()}`;
    const editor = await pasteVideo(page, "embedder");

    const card = videoCard(editor);
    await expect(card).toContainText("YouTube video");
    await expect(card).toContainText(VIDEO);
    await expect(card.getByRole("button", { name: "Show as link" })).toBeVisible();
    // Nothing of the provider's in the editor: no frame, no picture (Lexical's caret helper beside a
    // card is an empty <img> with no source).
    await expect(editor.locator("iframe, img[src]")).toHaveCount(0);

    // Writing goes on under the card; Left from the start of that line selects the card, and says so.
    await page.keyboard.type("The end.");
    await moveCaret(page, "Home");
    await moveCaret(page, "ArrowLeft");
    await expect(liveRegion(page)).toHaveText("YouTube video selected");
    await expect(card).toHaveClass(/outline-primary/u);
    await moveCaret(page, "ArrowRight");
    await expect(card).not.toHaveClass(/outline-primary/u);

    const expected = `Watch this:\n\n${VIDEO}\n\nThe end.`;
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(expected);
    await page.getByRole("tab", { name: "Write" }).click();
    await expect(videoCard(editor)).toBeVisible();

    await fillOtherFields(page, title);
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");

    // Stored as the plain address on a line of its own.
    const listed = await page.request.get(`/api/allBlogs?search=${encodeURIComponent(title)}`);
    const [stored] = (await listed.json()) as Blog[];
    expect(stored?.longDesc).toBe(expected);

    // Readers get the card of decision 0123, which loads nothing until they click.
    await page.goto(`/viewDetails/${stored?._id}`);
    const readerCard = page.locator(".markdown-body .embed-card", { hasText: "YouTube video" });
    await expect(readerCard.getByRole("link", { name: VIDEO })).toHaveAttribute("href", VIDEO);
    await expect(readerCard.getByRole("button", { name: "Load video" })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(requests.map((request) => request.url())).toEqual([]);
  });

  test("Show as link gives the plain link back, undo the card; a selected card goes with Backspace; a typed address stays a link", async ({
    page,
  }) => {
    const editor = await pasteVideo(page, "linker");
    await videoCard(editor).getByRole("button", { name: "Show as link" }).click();
    await expect(liveRegion(page)).toHaveText("Shown as a link");
    await expect(videoCard(editor)).toHaveCount(0);
    await expect(editor.getByRole("link", { name: VIDEO })).toHaveAttribute("href", VIDEO);
    await expect(editor).toBeFocused();
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(`Watch this:\n\n${VIDEO}`);
    await page.getByRole("tab", { name: "Write" }).click();

    await editor.click();
    await page.keyboard.press("Control+Z");
    await expect(videoCard(editor)).toBeVisible();

    // A click on the card selects it; Backspace removes it.
    await videoCard(editor).getByText(VIDEO).click();
    await expect(videoCard(editor)).toHaveClass(/outline-primary/u);
    await page.keyboard.press("Backspace");
    await expect(videoCard(editor)).toHaveCount(0);
    await expect(editor).not.toContainText(VIDEO);

    // Typed by hand, an address is text like any other, as in Ghost.
    await editor.click();
    await moveCaret(page, "Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type(VIDEO);
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("figure")).toHaveCount(0);
    await expect(editor).toContainText(VIDEO);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`axe finds nothing in a card in the Write view (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const editor = await pasteVideo(page, `embedaxe${colorScheme}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await expectAccessible(page);
      // Selected, with its outline.
      await videoCard(editor).getByText(VIDEO).click();
      await expect(videoCard(editor)).toHaveClass(/outline-primary/u);
      await expectAccessible(page);
    });
  }
});
