import { describe, expect, it } from "vitest";
import { readableDate } from "./dates";

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
