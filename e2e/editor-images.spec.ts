import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Blog } from "@shared/schemas";
import { fillOtherFields, openAddBlog } from "./fixtures/editor";
import { seeNotice } from "./fixtures/notice";
import { solidPng } from "./fixtures/png";
import { expectAccessible } from "./fixtures/visitor";

// Issue 54: images dropped into the rich editor upload with their progress where they land, take alt
// text and a caption (the Markdown title, decision 0122), and a failed upload leaves the text as it was.

/** Holds every upload at the network until the returned function is called. */
async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/images", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type DroppedFile = { name: string; type: string; base64?: string; size?: number };

/**
 * Drags files from the desktop onto the editing area and lets go at a character of one of its
 * paragraphs, as a browser reports it: dragenter, dragover, drop, with the files in a DataTransfer
 * and the pointer's position. A file given by `size` is that many zero bytes, made in the page.
 */
async function dropFiles(editor: Locator, files: DroppedFile[], at: { paragraph: number; offset: number | "end" }) {
  await editor.evaluate(
    (root, { files, at }) => {
      const paragraph = root.querySelectorAll(":scope > p")[at.paragraph];
      const walker = document.createTreeWalker(paragraph ?? root, NodeFilter.SHOW_TEXT);
      const text = walker.nextNode() as Text;
      const range = document.createRange();
      range.setStart(text, at.offset === "end" ? text.length : at.offset);
      const box = range.getBoundingClientRect();
      // Just inside the character after the caret (or the caret at the end), half-way down the line.
      const clientX = box.left + (at.offset === "end" ? -1 : 2);
      const clientY = box.top + box.height / 2;
      const dataTransfer = new DataTransfer();
      for (const file of files) {
        const bytes = file.base64
          ? Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
          : new Uint8Array(file.size ?? 0);
        dataTransfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      for (const type of ["dragenter", "dragover", "drop"]) {
        root.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX, clientY }));
      }
    },
    { files, at },
  );
}

const UPLOADED = /^http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]+\.webp$/u;

test.describe("Images in the rich editor", () => {
  test("a dropped picture uploads where it lands, takes alt text and a caption, and is published as a figure", async ({
    page,
  }) => {
    test.slow();
    const editor = await openAddBlog(page, "photographer");
    const title = `Pictures ${Date.now()}`;
    await fillOtherFields(page, title);
    await editor.click();
    await page.keyboard.type("First paragraph.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Second paragraph.");

    // The upload is held at the network until the test has seen its progress and preview.
    const release = await holdUploads(page);

    const png = solidPng(48, 32, [200, 40, 40]).toString("base64");
    await dropFiles(editor, [{ name: "red.png", type: "image/png", base64: png }], { paragraph: 0, offset: "end" });

    const progress = page.getByRole("progressbar", { name: /Uploading red\.png/u });
    await expect(progress).toBeVisible();
    const preview = editor.locator('figure[aria-busy="true"] img');
    await expect(preview).toHaveAttribute("src", /^blob:/u);
    // Where it was dropped: between the two paragraphs.
    await expect(
      editor.locator(':scope > p:has-text("First paragraph.") + div figure[aria-busy="true"]'),
    ).toBeVisible();

    release();
    const image = editor.locator("figure img").first();
    await expect(image).toHaveAttribute("src", UPLOADED);
    await expect(progress).toHaveCount(0);
    const url = (await image.getAttribute("src")) ?? "";
    await expect(page.getByRole("status").filter({ hasText: "red.png uploaded" })).toHaveCount(1);
    // The card: the picture, its Caption field and, as it has no alt text yet, the Alt text field.
    await expect(page.getByLabel("Alt text")).toBeVisible();
    await expectAccessible(page);

    // Alt text and a caption with what Markdown would otherwise read as syntax.
    await page.getByLabel("Alt text").fill("A red [square]");
    const caption = 'Made with "care" (in a test)';
    await page.getByLabel("Caption").fill(caption);
    // Backspace in the caption edits the caption, not the document.
    await page.getByLabel("Caption").press("End");
    await page.getByLabel("Caption").press("Backspace");
    await page.getByLabel("Caption").pressSequentially(")");
    await expect(image).toHaveAttribute("alt", "A red [square]");

    const expected = `First paragraph.\n\n![A red \\[square\\]](${url} "Made with \\"care\\" (in a test)")\n\nSecond paragraph.`;
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(expected);
    await page.getByRole("tab", { name: "Write" }).click();

    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");

    const listed = await page.request.get(`/api/allBlogs?search=${encodeURIComponent(title)}`);
    const [stored] = (await listed.json()) as Blog[];
    expect(stored?.longDesc).toBe(expected);

    // Readers get a figure with the alt text and the caption, in the body's order.
    await page.goto(`/viewDetails/${stored?._id}`);
    const figure = page.locator(".markdown-body figure");
    await expect(figure.getByRole("img", { name: "A red [square]" })).toHaveAttribute("src", url);
    await expect(figure.locator("figcaption")).toHaveText(caption);
    await expect(page.locator(".markdown-body").first().locator(":scope > *")).toHaveText([
      "First paragraph.",
      caption,
      "Second paragraph.",
    ]);
  });

  test("a picture picked with the toolbar's Image button lands at the caret", async ({ page }) => {
    const editor = await openAddBlog(page, "picker");
    await editor.click();
    await page.keyboard.type("Before");
    await page.keyboard.press("Enter");
    await page.keyboard.type("After");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("End");

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image", exact: true }).click();
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(true);
    await picker.setFiles({ name: "blue.png", mimeType: "image/png", buffer: solidPng(24, 24, [40, 40, 200]) });

    const image = editor.locator("figure img").first();
    await expect(image).toHaveAttribute("src", UPLOADED);
    const url = (await image.getAttribute("src")) ?? "";

    // From the keyboard: Enter in the caption goes on writing below the image.
    await page.getByLabel("Caption").fill("Blue");
    await page.getByLabel("Caption").press("Enter");
    await expect(editor).toBeFocused();
    await page.keyboard.type("Then ");
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(`Before\n\n![](${url} "Blue")\n\nThen After`);
    await page.getByRole("tab", { name: "Write" }).click();

    // Escape in a field selects the image; Backspace then takes it out.
    await page.getByLabel("Alt text").click();
    await page.keyboard.press("Escape");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(editor.locator("figure")).toHaveCount(0);
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue("Before\n\nThen After");
  });

  test("a pasted screenshot uploads at the caret", async ({ page }) => {
    const editor = await openAddBlog(page, "paster");
    await editor.click();
    await page.keyboard.type("Look:");
    const png = solidPng(16, 16, [20, 160, 60]).toString("base64");
    // What a browser hands over for a screenshot on the clipboard: the file, no text.
    await editor.evaluate((root, base64) => {
      const clipboardData = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      clipboardData.items.add(new File([bytes], "image.png", { type: "image/png" }));
      root.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
    }, png);
    const image = editor.locator("figure img").first();
    await expect(image).toHaveAttribute("src", UPLOADED);
    const url = (await image.getAttribute("src")) ?? "";
    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue(`Look:\n\n![](${url})`);
  });

  test("uploads that fail leave the text as it was and say why", async ({ page }) => {
    const editor = await openAddBlog(page, "unlucky");
    await editor.click();
    await page.keyboard.type("Hello world");

    // Dropped between "Hello " and "world": a file that is not an image (415) and one over 5 MB (413).
    const release = await holdUploads(page);
    await dropFiles(
      editor,
      [
        { name: "fake.png", type: "image/png", base64: Buffer.from("not a picture at all").toString("base64") },
        { name: "huge.png", type: "image/png", size: 6 * 1024 * 1024 },
      ],
      { paragraph: 0, offset: 6 },
    );
    // While they upload, they stand where they were dropped: the paragraph is cut there.
    await expect(page.getByRole("progressbar")).toHaveCount(2);
    await expect(editor.locator(":scope > p")).toHaveText(["Hello", "world"]);
    release();

    const alert = page.getByRole("alert").filter({ hasText: "could not be uploaded" });
    await expect(alert).toContainText(
      "The image “fake.png” could not be uploaded: Upload a JPEG, PNG, WebP or GIF image.",
    );
    await expect(alert).toContainText("The image “huge.png” could not be uploaded: An image may be at most 5 MB.");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(editor.locator("figure")).toHaveCount(0);
    await expect(editor.locator(":scope > p")).toHaveText(["Hello world"]);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Markdown" }).click();
    await expect(page.getByLabel("Long Description")).toHaveValue("Hello world");
    await page.getByRole("tab", { name: "Write" }).click();

    // The writer goes on typing where the text was, and can dismiss the message.
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
  });
  test("publishing while a picture uploads waits for it, and the post has the picture", async ({ page }) => {
    const editor = await openAddBlog(page, "hasty");
    const title = `Hasty ${Date.now()}`;
    await fillOtherFields(page, title);
    await editor.click();
    await page.keyboard.type("Straight from the camera.");

    const release = await holdUploads(page);
    const png = solidPng(20, 20, [10, 120, 200]).toString("base64");
    await dropFiles(editor, [{ name: "quick.png", type: "image/png", base64: png }], { paragraph: 0, offset: "end" });
    await expect(page.getByRole("progressbar", { name: /Uploading quick\.png/u })).toBeVisible();

    // Submit at once: the save waits for the picture instead of leaving it out.
    const submit = page.getByRole("button", { name: "Submit Blog" });
    await submit.click();
    await expect(submit).toBeDisabled();
    release();
    await seeNotice(page, "Blog added successfully.");

    const listed = await page.request.get(`/api/allBlogs?search=${encodeURIComponent(title)}`);
    const [stored] = (await listed.json()) as Blog[];
    expect(stored?.longDesc).toMatch(
      /^Straight from the camera\.\n\n!\[\]\(http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]+\.webp\)$/u,
    );
  });
});
