// An `&` that starts a character reference would be decoded by the reader; a backslash keeps it.
const ENTITY_START = /&(?=#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

/** A link or image destination: bare when it can be, else in angle brackets. */
export function destination(url: string): string {
  const safe = url.replace(/[\n\r]/g, (char) => encodeURIComponent(char)).replace(ENTITY_START, "\\&");
  if (safe === "" || /[\s<>]/.test(safe)) return `<${safe.replace(/[<>]|\\(?!&)/g, "\\$&")}>`;
  return safe.replace(/[()]|\\(?!&)/g, "\\$&");
}

/** A link or image title, in double quotes. */
export function title(text: string): string {
  return `"${text.replace(/["\\]/g, "\\$&").replace(ENTITY_START, "\\&")}"`;
}
