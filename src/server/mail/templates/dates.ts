/**
 * A date as readers see it ("March 4, 2026"), as the pages write it (src/web/lib/dates.ts): UTC and one
 * locale, so every reader of a mail sees the same day whatever the sending machine's time zone.
 */
export const mailDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
