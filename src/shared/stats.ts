/** Plain rules of the private stats (issue 44); no zod here: the beacon ships in every page's app chunk. */

/** The periods the stats screens offer, in days. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const STATS_MESSAGES = {
  days: "days must be 7, 30 or 90.",
  notReadingPage: "Only reading pages are counted.",
} as const;

/** The pages whose views count live with the other reading-page addresses. */
export { isReadingPage } from "./reading-pages";

/** `YYYY-MM-DD` of a moment, in UTC: the day a hit counts on and a salt lives for. */
export function statsDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `days` days ending with the day of `at`, oldest first. */
export function statsDays(at: number, days: number): string[] {
  return Array.from({ length: days }, (_, index) => statsDay(at - (days - 1 - index) * DAY_MS));
}
