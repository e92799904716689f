import { $nodesOfType, type LexicalEditor } from "lexical";
import { ImageNode } from "../markdown/ImageNode";
import { UploadingImageNode } from "./UploadingImageNode";

/**
 * Whether an image is still on its way (call inside editor.read): a form waits before it saves
 * (plugins/useSettle.ts), since an image still uploading is not in the Markdown yet.
 */
export function $hasPendingUploads(): boolean {
  return $nodesOfType(UploadingImageNode).length > 0;
}

/** Images in the document, those on their way included (call inside editor.read). */
export function $imageCount(): number {
  return $nodesOfType(ImageNode).length + $nodesOfType(UploadingImageNode).length;
}

/** Settles when no image is on its way any more: each upload has landed, failed or been cancelled. */
export function uploadsSettled(editor: LexicalEditor): Promise<void> {
  return new Promise((resolve) => {
    let stop: (() => void) | undefined;
    const check = () => {
      if (editor.getEditorState().read($hasPendingUploads)) return;
      stop?.();
      resolve();
    };
    stop = editor.registerUpdateListener(check);
    check();
  });
}
