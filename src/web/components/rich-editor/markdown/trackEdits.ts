import { $getNodeByKey, type LexicalEditor, type NodeKey } from "lexical";
import { LOAD_TAG, type Provenance } from "./provenance";

/**
 * Marks the top-level blocks an update may have changed; $exportMarkdown compares those (only those)
 * with what they showed at load. It runs on every update (every key), so it looks at the dirty nodes
 * only, and does not judge them: a node marked dirty without a change (a plugin registering a
 * transform marks every node of a type) is found unchanged by the export. Selection-only updates
 * have no dirty nodes; the load is tagged. Undo and redo set an earlier state with no dirty nodes,
 * but every node that differs from the load was marked by the edit that changed it.
 */
export function trackEdits(editor: LexicalEditor, provenance: Provenance): () => void {
  return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, editorState, tags }) => {
    if (tags.has(LOAD_TAG)) return;
    if (dirtyLeaves.size === 0 && dirtyElements.size === 0) return;
    const touched = provenance.touched;
    editorState.read(() => {
      const mark = (key: NodeKey) => {
        const node = $getNodeByKey(key);
        if (!node) return;
        const top = node.getTopLevelElement();
        if (top) touched.add(top.getKey());
      };
      for (const key of dirtyLeaves) mark(key);
      // Elements marked only because a descendant changed are reached through that descendant; the
      // root is dirty whenever blocks are added, removed or moved, which the export sees by itself.
      for (const [key, intentional] of dirtyElements) if (intentional && key !== "root") mark(key);
    });
  });
}
