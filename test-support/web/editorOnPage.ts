import { EDITOR_NODES } from "@web/components/rich-editor/markdown";
import { createEditor, type LexicalEditor } from "lexical";

/**
 * A Lexical editor with the post editor's nodes, attached to an editable element on the page (jsdom),
 * failing the test on any error it meets. Tests register the plugins they exercise on it; `detach`
 * takes the editor off the page again.
 */
export function editorOnPage(namespace?: string): { editor: LexicalEditor; detach: () => void } {
  const editor = createEditor({
    ...(namespace ? { namespace } : {}),
    nodes: EDITOR_NODES,
    onError: (error) => {
      throw error;
    },
  });
  const root = document.createElement("div");
  root.contentEditable = "true";
  document.body.append(root);
  editor.setRootElement(root);
  return {
    editor,
    detach: () => {
      editor.setRootElement(null);
      root.remove();
    },
  };
}
