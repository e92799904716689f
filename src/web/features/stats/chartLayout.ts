import { localDate, shortDate } from "@web/lib/dates";

/**
 * How the visitors chart sits in a page written `direction` (issue 59). recharts draws in physical
 * coordinates, which no `dir` mirrors, so a right-to-left page asks for the mirror itself: time runs
 * from the right (the x-axis reversed), the counts stand on the right, the margins swap and the tooltip
 * opens to the cursor's left. The tooltip's own words still read in the page's direction.
 */
export function chartLayout(direction: "ltr" | "rtl") {
  const rtl = direction === "rtl";
  return {
    // The negative side pulls the y-axis's spare width back in, on whichever side it stands.
    margin: rtl ? { top: 8, right: -16, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -16 },
    xAxis: { reversed: rtl },
    yAxis: { orientation: rtl ? ("right" as const) : ("left" as const) },
    tooltip: { reverseDirection: { x: rtl }, contentStyle: { direction } },
  };
}

/** The chart's words in the page's language: short days under the axis, the whole date and counts in the tooltip. */
export function chartLabels(locale: string) {
  const number = new Intl.NumberFormat(locale);
  return {
    /** "Nov 28" under the x-axis; a day is `YYYY-MM-DD`. */
    tick: (date: string) => shortDate(date, locale),
    /** "November 28, 2026" at the top of the tooltip; anything but a day is shown as it is. */
    tooltipDate: <T>(label: T) => (typeof label === "string" ? localDate(label, locale) : label),
    /** Counts grouped as the page's language groups them, as the stats page's numbers are. */
    count: (value: number) => number.format(value),
  };
}
