import type { Klass, LexicalNode } from "lexical";
import { UploadingImageNode } from "./UploadingImageNode";

/** The nodes images add to EDITOR_NODES: `nodes: [...EDITOR_NODES, ...IMAGE_EDITOR_NODES]`. */
export const IMAGE_EDITOR_NODES: Array<Klass<LexicalNode>> = [UploadingImageNode];

export { COPY_PASTED_IMAGES_COMMAND } from "./copyCommand";
export { ImageButton, useImagePicker } from "./ImageButton";
export { ImagePlugin, INSERT_IMAGE_FILES_COMMAND } from "./ImagePlugin";
export { $hasPendingUploads } from "./pending";
export { $isUploadingImageNode, UploadingImageNode } from "./UploadingImageNode";
export { uploadWithProgress } from "./uploadWithProgress";
