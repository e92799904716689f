import { statsDays } from "@shared/stats";
import { describe, expect, it } from "vitest";
import { splitIntoWeeks, statsWeek } from "./weeks";

describe("statsWeek", () => {
  it("gives the Monday of the UTC week, across months and years", () => {
    expect(statsWeek("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(statsWeek("2026-11-29")).toBe("2026-11-23"); // the Sunday after it
    expect(statsWeek("2026-12-01")).toBe("2026-11-30");
    expect(statsWeek("2027-01-01")).toBe("2026-12-28");
    expect(statsWeek("1970-01-01")).toBe("1969-12-29");
  });
});

describe("splitIntoWeeks", () => {
  it("covers every day of a period exactly once, with whole weeks only", () => {
    for (const period of [7, 30, 90]) {
      for (let shift = 0; shift < 7; shift++) {
        const days = statsDays(Date.parse("2026-11-27T12:00:00Z") + shift * 86_400_000, period);
        const split = splitIntoWeeks(days);
        const covered = [
          ...split.weeks.flatMap((monday) => statsDays(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000, 7)),
          ...split.days,
        ].sort();
        expect(covered).toEqual(days);
        for (const monday of split.weeks) expect(statsWeek(monday)).toBe(monday);
        expect(split.days.length).toBeLessThanOrEqual(12);
      }
    }
  });

  it("uses no week for a period that holds no whole week", () => {
    // Wednesday to the next Tuesday.
    expect(splitIntoWeeks(statsDays(Date.parse("2026-12-01T08:00:00Z"), 7))).toEqual({
      weeks: [],
      days: statsDays(Date.parse("2026-12-01T08:00:00Z"), 7),
    });
  });
});
