import { $nodesOfType } from "lexical";
import { UploadingImageNode } from "./UploadingImageNode";

/**
 * Whether an image is still on its way (call inside editor.read): a form may want to wait, or warn,
 * before it saves, since an image still uploading is not in the Markdown yet.
 */
export function $hasPendingUploads(): boolean {
  return $nodesOfType(UploadingImageNode).length > 0;
}
