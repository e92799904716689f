import { $getRoot, $isElementNode, $isTextNode, createEditor, type LexicalEditor } from "lexical";
import { describe, expect, it } from "vitest";
import {
  $insertMarkdownAtSelection,
  $isMarkdownBlockNode,
  EDITOR_NODES,
  loadMarkdown,
  readMarkdown,
  trackEdits,
} from "./index";

function pasteInto(body: string, at: (editor: LexicalEditor) => void, markdown: string) {
  const editor = createEditor({
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
  const provenance = loadMarkdown(editor, body);
  trackEdits(editor, provenance);
  at(editor);
  editor.update(() => $insertMarkdownAtSelection(markdown), { discrete: true });
  return { editor, saved: readMarkdown(editor, provenance) };
}

/** Puts the caret after the `offset`th character of the first text of the post (at its start if none). */
const caretAt = (offset: number) => (editor: LexicalEditor) =>
  editor.update(
    () => {
      const text = $getRoot().getFirstDescendant();
      if ($isTextNode(text)) text.select(offset, offset);
      else $getRoot().selectStart();
    },
    { discrete: true },
  );

describe("pasting Markdown-looking text", () => {
  it("puts one paragraph's formatted text into the line being written", () => {
    const { saved } = pasteInto("Hello.\n\nNext.\n", caretAt(6), " **bold** and _it_\n");
    expect(saved).toBe("Hello.**bold** and _it_\n\nNext.\n");
  });

  it("puts several blocks in as blocks", () => {
    const { editor, saved } = pasteInto("Before.\n", caretAt(7), "## Heading\n\n- one\n- two\n");
    expect(saved).toBe("Before.\n\n## Heading\n\n- one\n- two\n");
    const kinds = editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getType()),
    );
    expect(kinds).toEqual(["paragraph", "heading", "list"]);
  });

  it("puts blocks in place of an empty line, or before the line the caret starts", () => {
    const empty = pasteInto("", caretAt(0), "## Heading\n\nText.\n");
    expect(empty.saved).toBe("## Heading\n\nText.");
    const before = pasteInto("After.\n", caretAt(0), "## Heading\n\nText.\n");
    expect(before.saved).toBe("## Heading\n\nText.\n\nAfter.\n");
  });

  it("splits the line the caret is in the middle of", () => {
    const { saved } = pasteInto("Left right.\n", caretAt(5), "## Heading\n\nText.\n");
    expect(saved).toBe("Left\n\n## Heading\n\nText.\n\nright.\n");
  });

  it("keeps a table as a Markdown block", () => {
    const { editor } = pasteInto("Before.\n", caretAt(7), "| a |\n|---|\n| 1 |\n");
    const kept = editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .some((node) => $isMarkdownBlockNode(node)),
    );
    expect(kept).toBe(true);
  });

  it("does nothing with nothing", () => {
    const { editor, saved } = pasteInto("Text.\n", caretAt(2), "  \n");
    expect(saved).toBe("Text.\n");
    expect(editor.getEditorState().read(() => $isElementNode($getRoot().getFirstChild()))).toBe(true);
  });
});
