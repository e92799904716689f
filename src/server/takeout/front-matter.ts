/** A post's front matter value: text, a number, or a list of texts; absent values are left out. */
export type FrontMatterValue = string | number | readonly string[] | null | undefined;

/**
 * YAML front matter for a Markdown file. Every value is written as JSON, which YAML 1.2 reads as the same
 * value (a quoted string, a number, a flow list): no title with a colon, a quote or a leading `-` can
 * change the document's shape, and no YAML library is needed to write it safely (decision 0112).
 */
export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, Exclude<FrontMatterValue, null | undefined>] => entry[1] != null)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}
