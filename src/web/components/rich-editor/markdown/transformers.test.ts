import { registerMarkdownShortcuts } from "@lexical/markdown";
import { $isHorizontalRuleNode } from "@lexical/react/LexicalHorizontalRuleNode";
import { $isHeadingNode, registerRichText } from "@lexical/rich-text";
import { mergeRegister } from "@lexical/utils";
import { editorOnPage } from "@test/web/editorOnPage";
import { $createParagraphNode, $getRoot, $getSelection, $isRangeSelection, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { $isImageNode, MARKDOWN_TRANSFORMERS } from "./index";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function shortcutEditor(): LexicalEditor {
  const { editor, detach } = editorOnPage();
  const stop = mergeRegister(registerRichText(editor), registerMarkdownShortcuts(editor, MARKDOWN_TRANSFORMERS));
  cleanup = () => {
    stop();
    detach();
  };
  editor.update(() => $getRoot().clear().append($createParagraphNode()).selectEnd(), { discrete: true });
  return editor;
}

/** Types the text one character at a time, as keys do; the shortcut's own update runs after each. */
async function type(editor: LexicalEditor, text: string): Promise<void> {
  for (const char of text) {
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(char);
      },
      { discrete: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const firstBlock = (editor: LexicalEditor) => editor.getEditorState().read(() => $getRoot().getFirstChild());

describe("typing shortcuts", () => {
  it.each([
    ["## ", "h2"],
    ["### ", "h3"],
    ["#### ", "h4"],
  ])("makes %j a heading %s", async (typed, tag) => {
    const editor = shortcutEditor();
    await type(editor, typed);
    const block = editor.getEditorState().read(() => {
      const first = $getRoot().getFirstChild();
      return $isHeadingNode(first) && first.getTag();
    });
    expect(block).toBe(tag);
  });

  it("leaves `# ` and `##### ` as text: the title is the H1, and H5 is not offered", async () => {
    for (const typed of ["# ", "##### "]) {
      const editor = shortcutEditor();
      await type(editor, typed);
      expect(editor.getEditorState().read(() => $getRoot().getTextContent())).toBe(typed);
    }
  });

  it("makes `---` a rule", async () => {
    const editor = shortcutEditor();
    await type(editor, "--- ");
    expect($isHorizontalRuleNode(firstBlock(editor))).toBe(true);
  });

  it('makes an image of `![alt](src "caption")`', async () => {
    const editor = shortcutEditor();
    await type(editor, '![A tram](/t.png "Line 28")');
    const image = editor.getEditorState().read(() => {
      const found = $getRoot().getFirstDescendant();
      return $isImageNode(found) && [found.getAlt(), found.getSrc(), found.getCaption()];
    });
    expect(image).toEqual(["A tram", "/t.png", "Line 28"]);
  });

  it("reads `_x_` and `*x*` as italics", async () => {
    for (const typed of ["_x_", "*x*"]) {
      const editor = shortcutEditor();
      await type(editor, typed);
      const italic = editor.getEditorState().read(() =>
        $getRoot()
          .getAllTextNodes()
          .map((node) => node.hasFormat("italic")),
      );
      expect(italic).toEqual([true]);
    }
  });
});
