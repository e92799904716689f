import type { LexicalEditor } from "lexical";
import { $exportMarkdown } from "./exportMarkdown";
import { $importMarkdown } from "./importMarkdown";
import type { Provenance } from "./provenance";

/** Loads a body into the editor now (a discrete update) and returns its provenance. */
export function loadMarkdown(editor: LexicalEditor, markdown: string): Provenance {
  let provenance: Provenance | undefined;
  editor.update(
    () => {
      provenance = $importMarkdown(markdown);
    },
    { discrete: true },
  );
  if (!provenance) throw new Error("The editor did not run the load.");
  return provenance;
}

/** The body as it now stands, as Markdown (see $exportMarkdown). */
export function readMarkdown(editor: LexicalEditor, provenance: Provenance): string {
  return editor.getEditorState().read(() => $exportMarkdown(provenance));
}
