/**
 * The account a writer moved to, as the author page links it: the stored actor id (decision 0113) when it
 * is an http(s) URL, else undefined. Checked on the way out as well as in, because an imported site file
 * (0111) can put anything in profile.moved_to, and a `javascript:` href must never reach a reader.
 */
export function movedAccountUrl(actorId: string | null): string | undefined {
  if (!actorId || !URL.canParse(actorId)) return undefined;
  const url = new URL(actorId);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}

/** What the moved notice shows for the account: its URL without the scheme, which readers recognise. */
export const movedAccountLabel = (url: string) => url.replace(/^https?:\/\//iu, "").replace(/\/$/u, "");
