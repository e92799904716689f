import { createCommand, type LexicalCommand, type NodeKey } from "lexical";

/**
 * Pasted images to copy to this site: the keys of ImageNodes whose `src` is on another site or in a
 * `data:` URL. The paste (paste/) dispatches it inside its own update; ImagePlugin handles it, putting
 * a placeholder in each image's place while the server copies it (decision 0126). Unhandled (no image
 * plugin), the images stay as pasted.
 */
export const COPY_PASTED_IMAGES_COMMAND: LexicalCommand<NodeKey[]> = createCommand("COPY_PASTED_IMAGES_COMMAND");
