import { describe, expect, it } from "vitest";
import { localDate, readableDate, shortDate } from "./dates";

describe("readableDate", () => {
  it("reads as en-US long dates in UTC, whatever the hour", () => {
    expect(readableDate("2026-03-04T23:59:59.000Z")).toBe("March 4, 2026");
    expect(readableDate("2026-12-31T00:00:00.000Z")).toBe("December 31, 2026");
  });

  it("matches Intl's en-US long date on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day, 13)).toISOString();
      expect(readableDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });
});

describe("shortDate", () => {
  it("reads as a short month and day in English, the day of the date's UTC calendar", () => {
    expect(shortDate("2026-11-28", "en")).toBe("Nov 28");
    expect(shortDate("2026-03-04T23:59:59.000Z", "en")).toBe("Mar 4");
  });

  it("matches Intl's en-US short month and day on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(shortDate(iso, "en")).toBe(intl.format(new Date(iso)));
    }
  });

  it("speaks the page's language", () => {
    expect(shortDate("2026-11-28", "ja")).toBe("11月28日");
    expect(shortDate("2026-11-28", "ar")).toContain("نوفمبر");
    expect(shortDate("2026-11-28", "de")).toMatch(/^28\. Nov/u);
  });
});

describe("localDate", () => {
  it("keeps English written out and asks Intl for the other languages", () => {
    expect(localDate("2026-11-28", "en")).toBe("November 28, 2026");
    expect(localDate("2026-11-28", "ar")).toContain("نوفمبر");
  });
});
