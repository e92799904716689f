import { describe, expect, it } from "vitest";
import { localInputValue, scheduledForText, zonedIsoFromLocal } from "./schedule";

describe("publish times in the writer's zone", () => {
  it("turns a datetime-local value into the same instant with the writer's offset", () => {
    const iso = zonedIsoFromLocal("2026-12-01T09:00");
    expect(iso).toMatch(/^2026-12-01T09:00:00(?:[+-]\d{2}:\d{2})$/u);
    expect(Date.parse(iso as string)).toBe(new Date("2026-12-01T09:00").getTime());
    expect(localInputValue(iso as string)).toBe("2026-12-01T09:00");
  });

  it("refuses what is not a time", () => {
    expect(zonedIsoFromLocal("")).toBeUndefined();
    expect(zonedIsoFromLocal("tomorrow")).toBeUndefined();
  });

  it("says when, in the reader's zone, and names the zone", () => {
    const text = scheduledForText("2026-12-01T08:00:00.000Z", "Europe/Paris");
    expect(text).toMatch(/^Scheduled for .*9:00.*\(Europe\/Paris\)$/u);
    expect(scheduledForText("2026-12-01T08:00:00.000Z", "America/New_York")).toMatch(/3:00/u);
  });
});
