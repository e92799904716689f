import { $isElementNode, $isParagraphNode, type LexicalEditor, type LexicalNode } from "lexical";
import { COPY_PASTED_IMAGES_COMMAND } from "../images/copyCommand";
import { isDataImage } from "../images/dataImage";
import { $isImageNode, type ImageNode } from "../markdown";

const ABSOLUTE_WEB = /^https?:\/\//iu;

/**
 * Whether a pasted image lives on another site: an absolute http(s) address on an origin other than
 * this page's. Those expire (Google Docs' do within hours) and would be hotlinked by every reader.
 */
export function isOtherSite(src: string, origin: string): boolean {
  if (!ABSOLUTE_WEB.test(src)) return false;
  try {
    return new URL(src).origin !== origin;
  } catch {
    return false;
  }
}

/** The images among nodes made from pasted HTML, inside them included, before they are inserted. */
export function $imagesIn(nodes: readonly LexicalNode[]): ImageNode[] {
  const found: ImageNode[] = [];
  const visit = (node: LexicalNode) => {
    if ($isImageNode(node)) found.push(node);
    else if ($isElementNode(node)) for (const child of node.getChildren()) visit(child);
  };
  for (const node of nodes) visit(node);
  return found;
}

/**
 * After a paste is inserted (inside its update): asks the image plugin to copy the pasted images that
 * live elsewhere, or in a `data:` URL, to this site (decision 0126). With no image plugin to take
 * them, images on other sites stay as pasted and `data:` ones go, as readers could not load them.
 */
export function $copyPastedImages(editor: LexicalEditor, images: readonly ImageNode[], origin: string): void {
  const toCopy = images.filter(
    (image) => image.isAttached() && (isOtherSite(image.getSrc(), origin) || isDataImage(image.getSrc())),
  );
  if (toCopy.length === 0) return;
  const taken = editor.dispatchCommand(
    COPY_PASTED_IMAGES_COMMAND,
    toCopy.map((image) => image.getKey()),
  );
  if (taken) return;
  for (const image of toCopy) {
    if (!isDataImage(image.getSrc())) continue;
    const parent = image.getParent();
    image.remove();
    if ($isParagraphNode(parent) && parent.isEmpty()) parent.remove();
  }
}
