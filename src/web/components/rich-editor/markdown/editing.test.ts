import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { registerList } from "@lexical/list";
import { $createHeadingNode, registerRichText } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import { renderMarkdown } from "@shared/markdown";
import { editorOnPage } from "@test/web/editorOnPage";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  type LexicalEditor,
  type LexicalNode,
  TextNode,
  UNDO_COMMAND,
} from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { $isMarkdownBlockNode, loadMarkdown, type Provenance, readMarkdown, trackEdits } from "./index";
import { BOLD } from "./ir";

/** A body with one of each kind of block, some that only Markdown can hold, and odd spacing between. */
const BODY = [
  "Title",
  "=====",
  "",
  "First paragraph with *stars*  ",
  "and a hard break.",
  "",
  "| a | b |",
  "|---|---|",
  "| 1 | 2 |",
  "",
  "",
  "Second paragraph, to be edited.",
  "* star item",
  "* another",
  "",
  "~~~",
  "code",
  "~~~",
  "",
  "    indented code",
  "",
  "[ref]: https://example.com",
  "",
  "Last paragraph [with a ref][ref].",
  "",
].join("\n");

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** An editor as the component runs one: on a page, with rich text, lists, history and tracking. */
function liveEditor(body: string): { editor: LexicalEditor; provenance: Provenance } {
  const { editor, detach } = editorOnPage();
  const provenance = loadMarkdown(editor, body);
  const stop = mergeRegister(
    registerRichText(editor),
    registerList(editor),
    registerHistory(editor, createEmptyHistoryState(), 0),
    trackEdits(editor, provenance),
  );
  // Registering lists marks their nodes dirty in an update of its own; a writer's first key comes
  // after it has run, and after a click has put the caret somewhere (which history starts from).
  editor.update(() => undefined, { discrete: true });
  editor.update(() => $getRoot().selectStart(), { discrete: true });
  cleanup = () => {
    stop();
    detach();
  };
  return { editor, provenance };
}

/** Undo sets an earlier state once the command's own update is over. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function update(editor: LexicalEditor, change: () => void): void {
  editor.update(change, { discrete: true });
}

/** The top-level node whose text starts with `start`. */
function $block(start: string): LexicalNode {
  const found = $getRoot()
    .getChildren()
    .find((node) => node.getTextContent().startsWith(start));
  if (!found) throw new Error(`No block starts with ${start}`);
  return found;
}

function $firstText(node: LexicalNode) {
  const text = $isElementNode(node) ? node.getFirstDescendant() : null;
  if (!$isTextNode(text)) throw new Error("No text in that block");
  return text;
}

describe("editing one block", () => {
  it("writes that block anew and every other byte as it was", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => {
      const text = $firstText($block("Second paragraph"));
      text.setTextContent("Second paragraph, now about 1. things * and _more_.");
    });
    const saved = readMarkdown(editor, provenance);
    expect(saved).toBe(
      BODY.replace("Second paragraph, to be edited.", "Second paragraph, now about 1. things * and \\_more\\_."),
    );
    expect(renderMarkdown(saved)).toContain("<p>Second paragraph, now about 1. things * and _more_.</p>");
  });

  it("puts a blank line between two blocks that one line end would join", () => {
    const { editor, provenance } = liveEditor("Para\n- item\n");
    // An empty item: `-` under a paragraph would make it a heading.
    update(editor, () => $firstText($block("item")).remove());
    expect(readMarkdown(editor, provenance)).toBe("Para\n\n-\n");
  });

  it("makes a word bold with stars", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => {
      const text = $firstText($block("Last paragraph"));
      const [, word] = text.splitText(5);
      word?.splitText(9)[0]?.setFormat(BOLD);
    });
    expect(readMarkdown(editor, provenance)).toBe(
      BODY.replace("Last paragraph [with a ref][ref].", "Last **paragraph** [with a ref](https://example.com)."),
    );
  });

  it("keeps the line ending of a CRLF body in what it writes", () => {
    const crlf = "One\r\n\r\nTwo\r\n";
    const { editor, provenance } = liveEditor(crlf);
    update(editor, () => {
      $getRoot().append($createHeadingNode("h2").append($createTextNode("Three")));
      $firstText($block("One")).setTextContent("One, edited over two lines");
    });
    expect(readMarkdown(editor, provenance)).toBe("One, edited over two lines\r\n\r\nTwo\r\n\r\n## Three\r\n");
  });

  it("adds, removes and moves blocks without touching their neighbours", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => {
      $block("| a |").remove();
      $block("Title").insertAfter($createParagraphNode().append($createTextNode("New # paragraph")));
      $block("Last paragraph").insertBefore($block("First paragraph"));
    });
    const saved = readMarkdown(editor, provenance);
    expect(saved).toBe(
      [
        "Title\n=====",
        "New # paragraph",
        "Second paragraph, to be edited.\n* star item\n* another",
        "~~~\ncode\n~~~",
        "    indented code",
        "[ref]: https://example.com",
        "First paragraph with *stars*  \nand a hard break.",
        "Last paragraph [with a ref][ref].\n",
      ].join("\n\n"),
    );
  });

  it("saves a Markdown block as its new source", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => {
      const table = $block("| a |");
      if ($isMarkdownBlockNode(table)) table.setSource("| a | b |\n|---|---|\n| 3 | 4 |");
    });
    expect(readMarkdown(editor, provenance)).toBe(BODY.replace("| 1 | 2 |", "| 3 | 4 |"));
  });

  it("leaves out an emptied paragraph", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => $firstText($block("Second paragraph")).getParentOrThrow().clear());
    expect(readMarkdown(editor, provenance)).toBe(BODY.replace("Second paragraph, to be edited.\n", ""));
  });
});

describe("tracking edits", () => {
  it("marks nothing on a selection change, and the top-level block of what was typed", () => {
    const { editor, provenance } = liveEditor(BODY);
    // What registering the list plugin marked is compared, found unchanged and forgotten on export.
    expect(readMarkdown(editor, provenance)).toBe(BODY);
    expect([...provenance.touched]).toEqual([]);
    update(editor, () => $firstText($block("Last paragraph")).select(0, 4));
    expect([...provenance.touched]).toEqual([]);
    let key = "";
    update(editor, () => {
      const item = $block("star item");
      key = item.getKey();
      $firstText(item).setTextContent("a star item, changed");
    });
    expect([...provenance.touched]).toEqual([key]);
    expect(readMarkdown(editor, provenance)).toBe(BODY.replace("* star item", "* a star item, changed"));
  });

  it("saves the original again after an undo", async () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => $firstText($block("Second paragraph")).setTextContent("Changed."));
    expect(readMarkdown(editor, provenance)).not.toBe(BODY);
    editor.dispatchCommand(UNDO_COMMAND, undefined);
    await settled();
    expect(readMarkdown(editor, provenance)).toBe(BODY);
  });

  it("cannot be undone past the load", async () => {
    const { editor, provenance } = liveEditor(BODY);
    editor.dispatchCommand(UNDO_COMMAND, undefined);
    await settled();
    expect(readMarkdown(editor, provenance)).toBe(BODY);
  });

  it("saves the original after a change typed and taken back by hand", () => {
    const { editor, provenance } = liveEditor(BODY);
    update(editor, () => $firstText($block("Second paragraph")).setTextContent("Second paragraph, to be edited!"));
    update(editor, () => $firstText($block("Second paragraph")).setTextContent("Second paragraph, to be edited."));
    expect(readMarkdown(editor, provenance)).toBe(BODY);
  });

  it("ignores nodes marked dirty by a transform registered after the load", () => {
    const { editor, provenance } = liveEditor(BODY);
    // Registering a transform marks every node of its kind dirty, though nothing changes.
    const stop = editor.registerNodeTransform(TextNode, () => undefined);
    editor.update(() => undefined, { discrete: true });
    stop();
    expect(provenance.touched.size).toBeGreaterThan(1);
    expect(readMarkdown(editor, provenance)).toBe(BODY);
  });
});
