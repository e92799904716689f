import { $getState, $setState, createState, type LexicalNode } from "lexical";

/**
 * How the source spelt a node (a `hint` of ir.ts: list marker, fence, setext underline, emphasis
 * delimiters, what ended a line), kept on the node so that a rewritten block keeps its spelling.
 * It goes wherever the node goes (history, copy and paste) and changes nothing a reader sees.
 */
const markdownHint = createState("inkwellMarkdown", {
  parse: (value): Record<string, unknown> | undefined =>
    value !== null && typeof value === "object" ? (value as Record<string, unknown>) : undefined,
});

export function $setHint(node: LexicalNode, hint: object | undefined): void {
  if (hint && Object.values(hint).some((value) => value !== undefined)) $setState(node, markdownHint, { ...hint });
}

/** The node's hint, with only the fields of the expected types. */
export function $getHint<T extends Record<string, string | number>>(
  node: LexicalNode,
  shape: { [K in keyof T]: "string" | "number" },
): Partial<T> {
  const stored = $getState(node, markdownHint);
  const hint: Record<string, unknown> = {};
  if (!stored) return hint as Partial<T>;
  for (const [key, type] of Object.entries(shape)) if (typeof stored[key] === type) hint[key] = stored[key];
  return hint as Partial<T>;
}

/** The node with its hint set, for building a node in one expression. */
export function $withHint<T extends LexicalNode>(node: T, hint: object | undefined): T {
  $setHint(node, hint);
  return node;
}
