const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Characters XML 1.0 forbids outright (control characters a writer could paste into a title). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/gu;

/** Text or attribute value made safe for XML. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/gu, (char) => XML_ESCAPES[char] ?? char);
}

/** `<name>text</name>`, escaped. */
export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** An absolute URL on the public origin. */
export const absolute = (baseUrl: string, path: string) => `${baseUrl}${path}`;
