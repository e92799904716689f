import type { recogniseEmbed } from "@shared/embeds";
import type { markdownRenderer } from "@shared/markdown";

/**
 * The site's Markdown reader (markdown-it with our rules, about 40 kB gzip) and what it knows of
 * embeds, as the editor uses them: to read a body into blocks, to check that a block written anew reads
 * back as typed, and to tell an embeddable link. They are fetched apart from the editor (decision 0125):
 * an empty Add Blog screen needs none of it until the writer's first words, and a body to open waits
 * for it (RichEditor suspends until it is here).
 */
export type MarkdownEngine = {
  md: ReturnType<typeof markdownRenderer>;
  recogniseEmbed: typeof recogniseEmbed;
};

let engine: MarkdownEngine | undefined;
let loading: Promise<MarkdownEngine> | undefined;

/** Fetches the engine once; every caller gets the same promise. A failed fetch may be tried again. */
export function loadMarkdownEngine(): Promise<MarkdownEngine> {
  loading ??= Promise.all([import("@shared/markdown"), import("@shared/embeds")]).then(
    ([markdown, embeds]) => {
      engine = { md: markdown.markdownRenderer(), recogniseEmbed: embeds.recogniseEmbed };
      return engine;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts fetching the engine ahead of its first use, where one is coming (a body to open, a writer
 * starting). Never fails: the use itself waits, and a failed fetch is tried again there.
 */
export function prefetchMarkdownEngine(): void {
  if (!engine) loadMarkdownEngine().catch(() => undefined);
}

/** Whether the engine is here, so that code that must run now (inside an editor update) may use it. */
export function markdownEngineReady(): boolean {
  return engine !== undefined;
}

/** The engine, which must already be here: callers wait for loadMarkdownEngine() first. */
export function markdownEngine(): MarkdownEngine {
  if (!engine) throw new Error("The Markdown engine is used before it was loaded (await loadMarkdownEngine()).");
  return engine;
}

/** Only spaces, tabs and line ends: markdown-it reads no block in it, so reading it needs no engine. */
export function isBlankMarkdown(text: string): boolean {
  return /^[ \t\r\n]*$/u.test(text);
}
