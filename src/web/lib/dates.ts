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

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and shape, made on first use: making one is what costs (above). */
function formatIn(locale: string, shape: "long" | "short"): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      shape === "long"
        ? { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }
        : { month: "short", day: "numeric", timeZone: "UTC" },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * `readableDate` in the reader's language ("4 de marzo de 2026", "2026年3月4日"), in UTC like it. English
 * keeps the written-out form, so an English page makes no Intl formatter; another language's page needs
 * Intl's month names, and makes one per language.
 */
export const localDate = (iso: string, locale: string): string =>
  locale === "en" ? readableDate(iso) : formatIn(locale, "long").format(new Date(iso));

/**
 * A day without its year, short, in the reader's language and in UTC ("Nov 28", "28 nov", "11月28日",
 * "28 نوفمبر"), for the labels of a chart whose period the page already names. English is written out
 * like `readableDate`, so an English page makes no Intl formatter for it.
 */
export const shortDate = (iso: string, locale: string): string => {
  if (locale !== "en") return formatIn(locale, "short").format(new Date(iso));
  const date = new Date(iso);
  return `${(MONTHS[date.getUTCMonth()] ?? "").slice(0, 3)} ${date.getUTCDate()}`;
};
