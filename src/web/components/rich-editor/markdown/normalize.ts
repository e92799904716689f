import { CODE, type Inline } from "./ir";

/** Appends, joining text to text of the same format and leaving out empty text. */
export function pushInline(target: Inline[], inline: Inline): void {
  if (inline.kind === "text") {
    if (inline.text === "") return;
    const last = target[target.length - 1];
    if (last?.kind === "text" && last.format === inline.format) {
      target[target.length - 1] = { ...last, text: last.text + inline.text };
      return;
    }
  }
  target.push(inline);
}

const isPlain = (inline: Inline | undefined): inline is Inline & { kind: "text" } =>
  inline?.kind === "text" && (inline.format & CODE) === 0;

/**
 * Inline content as markdown-it would read it back: no space at the start or end of the block,
 * none before a line break (spaces) or after one (spaces and tabs), no break at the end. Markdown
 * cannot keep them, and they are not seen; code keeps its spaces.
 */
export function normalizeInlines(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) pushInline(out, inline);
  while (out[out.length - 1]?.kind === "break") out.pop();
  const trimText = (index: number, pattern: RegExp) => {
    const inline = out[index];
    if (!isPlain(inline)) return;
    const text = inline.text.replace(pattern, "");
    if (text === "") out.splice(index, 1);
    else out[index] = { ...inline, text };
    return text === "";
  };
  // Trimming may empty a node and bring the next one to the edge, so each edge is trimmed until it holds.
  while (trimText(0, /^\s+/)) {}
  while (trimText(out.length - 1, /\s+$/)) {}
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index]?.kind !== "break") continue;
    while (trimText(index + 1, /^[ \t]+/)) {}
    while (index > 0 && trimText(index - 1, / +$/)) index--;
  }
  while (out[out.length - 1]?.kind === "break") out.pop();
  // Trimming can leave two texts of one format side by side.
  const joined: Inline[] = [];
  for (const inline of out) pushInline(joined, inline);
  return joined;
}
