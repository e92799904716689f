/**
 * A date as readers see it ("March 4, 2026"). Always in UTC and one locale, so the server's markup and
 * the browser's hydration draw the same text whatever either machine's time zone.
 */
export const readableDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
