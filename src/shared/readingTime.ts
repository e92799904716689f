// Apart from wordCount.ts on purpose: that one parses Markdown, and the details page only needs this
// arithmetic, so importing it from there would put the Markdown renderer in the page's scripts.

/** Words an adult reads in a minute, the figure Medium and Ghost use for "N min read". */
export const WORDS_PER_MINUTE = 230;

/** Minutes a post takes to read, rounded up; never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
