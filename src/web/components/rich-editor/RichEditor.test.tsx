import { withEnglish } from "@test/web/i18n";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormField } from "../FormField";
import { SYNC_DELAY_MS } from "./plugins/useValueSync";
import { RichEditor } from "./RichEditor";

/**
 * jsdom has no `beforeinput`, so typing into the editing area is covered by e2e/editor.spec.ts; here
 * text goes in by paste, by the Markdown view's text area, and through the form's value.
 */
function Harness({
  initial = "",
  error,
  onValue,
}: {
  initial?: string;
  error?: string;
  onValue?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <FormField id="body" label="Long Description" error={error}>
        {(control) => (
          <RichEditor
            {...control}
            required
            value={value}
            onChange={(event) => {
              onValue?.(event.target.value);
              setValue(event.target.value);
            }}
          />
        )}
      </FormField>
      <pre data-testid="value">{value}</pre>
      <button type="button" onClick={() => setValue("")}>
        Reset
      </button>
      <button type="button" onClick={() => setValue("## Restored\n\nFrom elsewhere.")}>
        Restore
      </button>
    </form>
  );
}

const editingArea = () => screen.getByRole("textbox", { name: "Long Description" });
const formValue = () => screen.getByTestId("value").textContent;
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, SYNC_DELAY_MS + 50)));

describe("RichEditor", () => {
  it("is a multi-line text box named by the field's label, with its error tied to it", () => {
    render(withEnglish(<Harness error="Long Description is required." />));
    const area = editingArea();
    expect(area).toHaveAttribute("contenteditable", "true");
    expect(area).toHaveAttribute("aria-multiline", "true");
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription("Long Description is required.");
    expect(area).toHaveAttribute("id", "body");
  });

  it("hands the form Markdown when focus leaves the text, not on every key", async () => {
    const onValue = vi.fn();
    render(withEnglish(<Harness onValue={onValue} />));
    const user = userEvent.setup();
    await user.click(editingArea());
    await user.paste("A long story");
    expect(onValue).not.toHaveBeenCalled();
    // Focus leaving the text (here for a button of the form) hands over the last word at once.
    await user.click(screen.getByRole("button", { name: "Distraction-free" }));
    expect(onValue).toHaveBeenLastCalledWith("A long story");
  });

  it("hands the form Markdown once typing pauses, focus still in the text", async () => {
    render(withEnglish(<Harness />));
    const user = userEvent.setup();
    await user.click(editingArea());
    await user.paste("Told once");
    expect(formValue()).toBe("");
    await pause();
    expect(formValue()).toBe("Told once");
    expect(editingArea()).toHaveFocus();
  });

  it("gives back an untouched post byte for byte, through both views", async () => {
    const original = "Intro with *stars* and __underscores__.\n\n* one\n* two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
    const onValue = vi.fn();
    render(withEnglish(<Harness initial={original} onValue={onValue} />));
    const user = userEvent.setup();
    expect(editingArea()).toHaveTextContent("Intro with stars and underscores.");
    await user.click(editingArea());
    await user.click(screen.getByRole("button", { name: "Restore" }).ownerDocument.body);
    for (let round = 0; round < 2; round++) {
      await user.click(screen.getByRole("tab", { name: "Markdown" }));
      expect(screen.getByLabelText("Long Description")).toHaveValue(original);
      await user.click(screen.getByRole("tab", { name: "Write" }));
    }
    await pause();
    expect(onValue).not.toHaveBeenCalled();
    expect(formValue()).toBe(original);
  });

  it("edits in the Markdown view come back to the rich text", async () => {
    render(withEnglish(<Harness initial="First words." />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Markdown" }));
    const source = screen.getByLabelText("Long Description");
    expect(source.tagName).toBe("TEXTAREA");
    expect(screen.getByText(/Markdown works here/u)).toBeInTheDocument();
    await user.click(source);
    await user.keyboard("{Control>}a{/Control}");
    await user.paste("## A heading\n\nAnd **bold** words.");
    expect(formValue()).toBe("## A heading\n\nAnd **bold** words.");
    await user.click(screen.getByRole("tab", { name: "Write" }));
    const area = editingArea();
    expect(within(area).getByRole("heading", { level: 2, name: "A heading" })).toBeInTheDocument();
    expect(within(area).getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByRole("status")).toHaveTextContent("Switched to rich text view");
  });

  it("loads a value the form changes from outside: a reset, restored text", async () => {
    render(withEnglish(<Harness initial="Old text" />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(within(editingArea()).getByRole("heading", { level: 2, name: "Restored" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(editingArea()).toHaveTextContent("");
    // A load is not an edit: nothing is handed back, and there is nothing to undo.
    expect(formValue()).toBe("");
    expect(screen.getByRole("button", { name: "Undo" })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the word count and reading time", () => {
    render(withEnglish(<Harness initial={`## Title\n\n${"word ".repeat(459)}`} />));
    expect(screen.getByText(/ words/u)).toHaveTextContent("460 words · 2 min read");
  });

  it("has a WAI-ARIA toolbar with one tab stop, arrows, Home and End, and says what a button did", async () => {
    render(withEnglish(<Harness initial="Some words" />));
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Bold",
      "Italic",
      "Link",
      "Heading 2",
      "Heading 3",
      "Heading 4",
      "Quote",
      "Bulleted list",
      "Numbered list",
      "Inline code",
      "Code block",
      "Horizontal rule",
      "Image",
      "Undo",
      "Redo",
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    within(toolbar).getByRole("button", { name: "Bold" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Italic" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(toolbar).getByRole("button", { name: "Redo" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{Home}");
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();

    await user.click(editingArea());
    const heading = within(toolbar).getByRole("button", { name: "Heading 2" });
    await user.click(heading);
    expect(within(editingArea()).getByRole("heading", { level: 2, name: "Some words" })).toBeInTheDocument();
    expect(heading).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Heading 2 on");
    await user.click(screen.getByRole("button", { name: "Reset" }).ownerDocument.body);
    await pause();
    expect(formValue()).toBe("## Some words");
  });

  it("refuses a link the site would not render, in the link field", async () => {
    render(withEnglish(<Harness initial="Click here" />));
    const user = userEvent.setup();
    await user.click(editingArea());
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = screen.getByRole("dialog", { name: "Add link" });
    const field = within(dialog).getByLabelText("Link address");
    expect(field).toHaveFocus();
    await user.type(field, "javascript:alert(1){Enter}");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Enter a web address"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has a distraction-free mode, said out loud, that Escape leaves", async () => {
    render(withEnglish(<Harness />));
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Distraction-free" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(toggle).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Distraction-free mode on");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Distraction-free mode off");
  });
});
