const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A date as readers see it ("March 4, 2026"): en-US, long month, in UTC, so the server's markup and the
 * browser's hydration draw the same text whatever either machine's time zone. Written out rather than
 * `toLocaleDateString`: the first Intl formatter a page makes loads locale data, 60-90 ms of a phone's
 * hydration on a post's page.
 */
export const readableDate = (iso: string): string => {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
