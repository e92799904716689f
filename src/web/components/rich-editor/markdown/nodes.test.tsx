import { withEnglish } from "@test/web/i18n";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { $getRoot, $isElementNode, $parseSerializedNode, createEditor, type LexicalEditor } from "lexical";
import { describe, expect, it } from "vitest";
import {
  $createImageNode,
  $createMarkdownBlockNode,
  $isImageNode,
  $isMarkdownBlockNode,
  EDITOR_NODES,
  loadMarkdown,
  readMarkdown,
  trackEdits,
} from "./index";

const newEditor = () =>
  createEditor({
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });

/** The Markdown card of the first block (the image card is the images folder's, tested there). */
function decorated(editor: LexicalEditor) {
  return editor.getEditorState().read(() => {
    const node = $getRoot().getFirstChild();
    if (!$isMarkdownBlockNode(node)) throw new Error("No Markdown block first");
    return node.decorate(editor);
  });
}

describe("ImageNode", () => {
  it("opens an image alone in its paragraph as a block image, its title as caption", () => {
    const editor = newEditor();
    loadMarkdown(editor, '![A tram](https://example.com/tram.png "Line 28")\n\nText ![icon](/i.png) here.\n');
    const images = editor.getEditorState().read(() => {
      const paragraph = $getRoot().getLastChild();
      const inline = $isElementNode(paragraph) ? paragraph.getChildAtIndex(1) : null;
      return [$getRoot().getFirstChild(), inline].map((node) =>
        $isImageNode(node) ? [node.getSrc(), node.getAlt(), node.getCaption(), node.isInline()] : null,
      );
    });
    expect(images).toEqual([
      ["https://example.com/tram.png", "A tram", "Line 28", false],
      ["/i.png", "icon", "", true],
    ]);
  });

  it("saves a new image as Markdown with its caption as title", () => {
    const editor = newEditor();
    const provenance = loadMarkdown(editor, "Text.\n");
    trackEdits(editor, provenance);
    editor.update(
      () => $getRoot().append($createImageNode({ src: "/images/b c.png", alt: "B [1]", caption: 'Say "hi"' })),
      {
        discrete: true,
      },
    );
    expect(readMarkdown(editor, provenance)).toBe('Text.\n\n![B \\[1\\]](</images/b c.png> "Say \\"hi\\"")\n');
  });

  it("survives copy and paste (JSON)", () => {
    const editor = newEditor();
    editor.update(
      () => {
        const image = $createImageNode({ src: "/a.png", alt: "a", caption: "c", inline: true });
        const copy = $parseSerializedNode(image.exportJSON());
        expect($isImageNode(copy) && [copy.getSrc(), copy.getAlt(), copy.getCaption(), copy.isInline()]).toEqual([
          "/a.png",
          "a",
          "c",
          true,
        ]);
      },
      { discrete: true },
    );
  });
});

describe("MarkdownBlockNode", () => {
  it("shows a table as its Markdown, editable, and saves what is typed", async () => {
    const editor = newEditor();
    const body = "| a |\n|---|\n| 1 |\n";
    const provenance = loadMarkdown(editor, body);
    trackEdits(editor, provenance);
    render(withEnglish(decorated(editor)));
    const box = screen.getByRole("textbox", { name: "Markdown block" });
    expect(box).toHaveValue("| a |\n|---|\n| 1 |");
    await userEvent.type(box, "{End}\n| 2 |");
    expect(readMarkdown(editor, provenance)).toBe("| a |\n|---|\n| 1 |\n| 2 |\n");
  });

  it("survives copy and paste (JSON)", () => {
    const editor = newEditor();
    editor.update(
      () => {
        const copy = $parseSerializedNode($createMarkdownBlockNode("<div>x</div>").exportJSON());
        expect($isMarkdownBlockNode(copy) && copy.getSource()).toBe("<div>x</div>");
      },
      { discrete: true },
    );
  });
});
