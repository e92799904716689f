import { visibleText } from "./markdown";

/**
 * SPEC §3 counts whitespace-separated words of the long description (0 when empty). Since bodies are
 * Markdown, the words are those a reader sees once it is rendered: `**bold** text` is 2 words, a
 * link counts its text and not its URL, list markers and heading marks count for nothing.
 */
export function wordCount(text: string | null | undefined): number {
  if (!text || text.trim() === "") return 0;
  const visible = visibleText(text).trim();
  return visible === "" ? 0 : visible.split(/\s+/u).length;
}
