import { $getSelection, $isDecoratorNode, $isParagraphNode, $isRangeSelection } from "lexical";
import { markdownEngineReady } from "./engine";
import { parseBlocks } from "./parseBlocks";

/**
 * Whether pasted plain text is an embed card to make (decision 0127): one address that readers get as
 * a card, pasted at the caret on an empty line, where Ghost and Substack make one too. A paste for
 * which this holds goes in through $insertMarkdownAtSelection, which reads it as a body is read and so
 * makes the card. Anywhere else a pasted address stays a link: inside a sentence, or over selected
 * words, which LinkPlugin links to it. Call inside an update or a read (a paste command).
 */
export function $isEmbedPaste(text: string): boolean {
  const selection = $getSelection();
  // Without the engine nothing can tell; the paste goes in as text, as any paste does then.
  if (!$isRangeSelection(selection) || !selection.isCollapsed() || !markdownEngineReady()) return false;
  const line = text.trim();
  if (line === "" || /\s/u.test(line)) return false;
  const block = selection.anchor.getNode().getTopLevelElement();
  if (!$isParagraphNode(block) || block.getTextContent() !== "" || block.getChildren().some($isDecoratorNode)) {
    return false;
  }
  const [read, ...more] = parseBlocks(line).parsed;
  return more.length === 0 && read?.kind === "paragraph" && read.embed !== undefined;
}
