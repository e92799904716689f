const WEEK_MS = 7 * 24 * 60 * 60_000;
/** Mondays at 09:00 UTC: the start of most readers' working week in Europe, early enough for the Americas' inbox. */
const DIGEST_WEEKDAY = 1;
const DIGEST_HOUR_UTC = 9;

/** The first digest time strictly after `now` (epoch ms). */
export function nextDigestAt(now: number): number {
  const day = new Date(now);
  const candidate = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), DIGEST_HOUR_UTC);
  const daysAhead = (DIGEST_WEEKDAY - day.getUTCDay() + 7) % 7;
  const sameWeek = candidate + daysAhead * 24 * 60 * 60_000;
  return sameWeek > now ? sameWeek : sameWeek + WEEK_MS;
}

/** The week a digest sent at `weekEnding` covers: published after the start, up to and including the end. */
export function digestWindow(weekEnding: string): { after: string; upTo: string } {
  const end = Date.parse(weekEnding);
  return { after: new Date(end - WEEK_MS).toISOString(), upTo: new Date(end).toISOString() };
}
