/**
 * Links a reader may follow: the web, mail and this site. The same rule as the server's renderer
 * (isAllowedLink in @shared/markdown, which markdown-it drops links by); it is repeated here because
 * importing that module would bring the 39 kB Markdown parser into the editor's script. Keep the two alike.
 */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/iu;

export function isAllowedLink(url: string): boolean {
  return ALLOWED_LINK.test(url);
}

/** What a writer typed, made a link: a bare `example.com` is taken for the web, as every editor does. */
export function normalizeLink(typed: string): string {
  const url = typed.trim();
  if (url === "" || isAllowedLink(url)) return url;
  if (/^[\w-]+(?:\.[\w-]+)+(?:[/?#]|$)/u.test(url)) return `https://${url}`;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/u.test(url)) return `mailto:${url}`;
  return url;
}
