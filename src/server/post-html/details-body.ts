import { renderMarkdown } from "@shared/markdown";

/** Bodies of recently read posts; a blog's text is far larger than this map's bookkeeping. */
const LIMIT = 500;
const rendered = new Map<string, { source: string; html: string }>();

/**
 * A post's long description as the HTML the details page shows, so the browser never needs the Markdown
 * renderer to read a post (decision 0048). Remembered per blog and reused while its text is the same:
 * comparing the text is cheap beside parsing it again, and an edit (a new revision) never shows stale HTML.
 */
export function renderedBody(id: string, source: string): string {
  const hit = rendered.get(id);
  if (hit && hit.source === source) {
    // Re-inserting keeps the map in least-recently-read order, so the oldest entry is the one dropped.
    rendered.delete(id);
    rendered.set(id, hit);
    return hit.html;
  }
  const html = renderMarkdown(source);
  rendered.delete(id);
  rendered.set(id, { source, html });
  if (rendered.size > LIMIT) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  return html;
}
