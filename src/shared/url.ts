/** Images may be absolute http(s) URLs or site-relative paths (the demo images ship with the app). */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return !/\s/u.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
