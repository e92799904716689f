import { expect, test } from "@playwright/test";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";

/**
 * A block the editor cannot show as rich text (a table) is a Markdown card: a text area inside the
 * document. Keys typed there belong to the card, Ctrl+Z included, never to the document around it.
 */
test("keys typed in a Markdown card edit the card, never the text around it", async ({ page }) => {
  const writer = await signUpViaApi("tabler");
  const body = "Before the table.\n\n| Day | Miles |\n| --- | --- |\n| One | 12 |\n\nAfter the table.";
  const blog = await createBlogViaApi(writer, { longDesc: body });
  await signInBrowser(page, writer.user);
  await page.goto(`/update/${blog._id}`);
  const editor = page.getByLabel("Description");
  await expect(editor).toContainText("After the table.");
  // The caret is in the text first, as a writer's would be before they click into the card.
  await editor.getByText("Before the table.").click();
  const card = page.getByRole("textbox", { name: "Markdown block" });
  await card.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("3");
  await expect(card).toHaveValue("| Day | Miles |\n| --- | --- |\n| One | 13 |");

  // Undo is the text area's own: the typed 3 goes, the caret stays where it was, the text around stays.
  await page.keyboard.press("Control+Z");
  await expect(card).not.toHaveValue(/13/u);
  await expect(card).toBeFocused();
  await page.keyboard.press("Control+Shift+Z");
  await expect(card).toHaveValue("| Day | Miles |\n| --- | --- |\n| One | 13 |");
  await page.keyboard.type("0");
  await expect(card).toHaveValue("| Day | Miles |\n| --- | --- |\n| One | 130 |");
  await expect(editor).toContainText("Before the table.");
  await expect(editor).toContainText("After the table.");

  await page.getByRole("tab", { name: "Markdown" }).click();
  await expect(page.getByLabel("Description")).toHaveValue(body.replace("| One | 12 |", "| One | 130 |"));
});
