import { withEnglish } from "@test/web/i18n";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RichEditorProps } from "./RichEditor";

/**
 * The moment before the Markdown engine arrives (markdown/engine.ts): the test setup loads it for every
 * other test, so these import the editor afresh and hold the engine's module until they let it come.
 */
let release: () => void = () => undefined;
let editorModule: { LazyRichEditor: ComponentType<RichEditorProps>; richEditorLoaded: Promise<void> };
let engine: typeof import("./markdown/engine");

beforeEach(async () => {
  vi.resetModules();
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock("@shared/markdown", async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  editorModule = await import("./LazyRichEditor");
  engine = await import("./markdown/engine");
  await editorModule.richEditorLoaded;
});
afterEach(() => {
  vi.doUnmock("@shared/markdown");
});

function Harness({ initial, onValue }: { initial: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const { LazyRichEditor } = editorModule;
  return (
    <>
      <label htmlFor="body" id="body-label">
        Long Description
      </label>
      <LazyRichEditor
        id="body"
        value={value}
        onChange={(event) => {
          onValue?.(event.target.value);
          setValue(event.target.value);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const arrive = () =>
  act(async () => {
    release();
    await engine.loadMarkdownEngine();
  });

describe("the editor before its Markdown engine", () => {
  it("opens an empty post without it, and hands over typed words once it is here", async () => {
    const onValue = vi.fn();
    render(withEnglish(<Harness initial="" onValue={onValue} />));
    const area = screen.getByRole("textbox", { name: "Long Description" });
    expect(area).toHaveAttribute("contenteditable", "true");
    expect(engine.markdownEngineReady()).toBe(false);

    const user = userEvent.setup();
    await user.click(area);
    await user.paste("Written early");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    // The words are in the editor; the form hears of them as Markdown once the engine can check them.
    expect(area).toHaveTextContent("Written early");
    expect(onValue).not.toHaveBeenCalled();

    await arrive();
    await vi.waitFor(() => expect(onValue).toHaveBeenLastCalledWith("Written early"));
  });

  it("reads Markdown pasted before it arrives as Markdown, not as text", async () => {
    const onValue = vi.fn();
    render(withEnglish(<Harness initial="" onValue={onValue} />));
    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "Long Description" }));
    await user.paste("## A heading\n\nA paragraph with **bold**.");
    await arrive();
    const area = screen.getByRole("textbox", { name: "Long Description" });
    await vi.waitFor(() => expect(area.querySelector("h2")).toHaveTextContent("A heading"));
    expect(area.querySelector("strong")).toHaveTextContent("bold");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    await vi.waitFor(() => expect(onValue).toHaveBeenLastCalledWith("## A heading\n\nA paragraph with **bold**."));
  });

  it("keeps a body to open in a busy text area until the engine is here, then opens it in the editor", async () => {
    render(withEnglish(<Harness initial={"## Kept\n\nAs it was."} />));
    const waiting = screen.getByRole("textbox", { name: "Long Description" });
    expect(waiting.tagName).toBe("TEXTAREA");
    expect(waiting).toHaveAttribute("aria-busy", "true");
    expect(waiting).toHaveValue("## Kept\n\nAs it was.");

    await arrive();
    const editor = () => screen.getByRole("textbox", { name: "Long Description" });
    await vi.waitFor(() => expect(editor()).toHaveAttribute("contenteditable", "true"));
    expect(editor().querySelector("h2")).toHaveTextContent("Kept");
  });
});
