/** A site path: exactly one leading slash, then a character that cannot turn it into another host. */
const SITE_PATH = /^\/[^/\\]/u;
const ABSOLUTE_HTTP = /^https?:\/\//iu;

/**
 * Images may be absolute http(s) URLs or paths on this site (the demo images ship with the app).
 * Browsers read `//host/x`, `/\host/x` and `http:host/x` as other hosts or relative oddities, so only
 * the two plain forms pass; whitespace and control characters never do.
 */
export function isImageUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\s\u0000-\u001f\u007f]/u.test(value)) return false;
  if (SITE_PATH.test(value)) return true;
  if (!ABSOLUTE_HTTP.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * An image address every client can show: a path on this site becomes absolute on the public origin
 * (`baseUrl`, no trailing slash); absolute URLs and empty values stay as they are.
 */
export function absoluteImage(baseUrl: string, image: string): string;
export function absoluteImage(baseUrl: string, image: string | null): string | null;
export function absoluteImage(baseUrl: string, image: string | null): string | null {
  return image && SITE_PATH.test(image) ? `${baseUrl}${image}` : image;
}

/**
 * What is stored for an image a client sends: an absolute URL on this site's own origin goes back to
 * a site path, so a post keeps its pictures when the site moves to another address.
 */
export function storedImage(baseUrl: string, image: string): string {
  return image.startsWith(`${baseUrl}/`) && SITE_PATH.test(image.slice(baseUrl.length))
    ? image.slice(baseUrl.length)
    : image;
}
