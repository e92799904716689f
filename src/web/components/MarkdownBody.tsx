import { renderMarkdown } from "@shared/markdown";
import { useMemo } from "react";

/**
 * A blog's Markdown as the reader sees it. renderMarkdown refuses raw HTML, handlers and unsafe links
 * by construction (src/shared/markdown.ts), which is what makes the inner HTML safe to insert.
 */
export function MarkdownBody({ source, className = "" }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's output is sanitized by construction.
  return <div className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
