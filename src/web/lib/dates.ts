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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `readableDate` in the reader's language ("4 de marzo de 2026", "2026年3月4日"), in UTC like it. English
 * keeps the written-out form, so an English page makes no Intl formatter; another language's page needs
 * Intl's month names, and makes one per language.
 */
export const localDate = (iso: string, locale: string): string => {
  if (locale === "en") return readableDate(iso);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
};
