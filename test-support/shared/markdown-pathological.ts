/**
 * Markdown sources that make naive parsers take quadratic time or deep recursion: unclosed brackets,
 * deep quotes and lists, runs of emphasis and backticks. The markdown test renders them for safety;
 * `npm run bench:markdown` times them against a budget.
 */
export const PATHOLOGICAL_MARKDOWN: ReadonlyArray<[label: string, source: string]> = [
  ["50,000 [", "[".repeat(50_000)],
  ["20,000 nested quotes", "> ".repeat(20_000)],
  ["30,000 unclosed emphasis", "*a ".repeat(30_000)],
  ["20,000 nested list markers", "- ".repeat(20_000)],
  ["50,000 backticks", "`".repeat(50_000)],
];
