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

/** Words an adult reads in a minute, the figure Medium and Ghost use for "N min read". */
export const WORDS_PER_MINUTE = 230;

/** Minutes a post takes to read, rounded up; never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
