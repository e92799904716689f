/** SPEC §3: the number of whitespace-separated words in a long description, 0 when empty. */
export function wordCount(text: string | null | undefined): number {
  if (!text) return 0;
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}
