/**
 * The one place text is made safe to put between tags or in an attribute value, for HTML and XML
 * alike: `&#39;` is a character reference both read (HTML has no `&apos;` before HTML5; XML has no
 * named `&#39;` but takes any numeric one).
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => ENTITIES[char] ?? char);
}

/** Characters XML 1.0 forbids outright (control characters a writer could paste into a title). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove.
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/gu;

/** As escapeHtml, without the characters no XML document may hold at all. */
export function escapeXml(text: string): string {
  return escapeHtml(text.replace(XML_FORBIDDEN, ""));
}

/**
 * JSON for an inline `<script>` (JSON-LD, the hydration state): no text inside can close the element
 * or open a comment, and the two line separators JavaScript once refused in strings are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</gu, "\\u003c")
    .replace(/>/gu, "\\u003e")
    .replace(/&/gu, "\\u0026")
    .replace(/\u2028/gu, "\\u2028")
    .replace(/\u2029/gu, "\\u2029");
}
