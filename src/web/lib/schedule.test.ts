import { testI18n } from "@test/web/i18n";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n/useT";
import { localInputValue, scheduledForText, zonedIsoFromLocal } from "./schedule";

const english = testI18n("en");
const inEnglish = { t: ((key, values) => english._(key, values)) as Translate, locale: "en" as const };

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
    const text = scheduledForText("2026-12-01T08:00:00.000Z", inEnglish, "Europe/Paris");
    expect(text).toMatch(/^Scheduled for .*9:00.*\(Europe\/Paris\)$/u);
    expect(scheduledForText("2026-12-01T08:00:00.000Z", inEnglish, "America/New_York")).toMatch(/3:00/u);
  });

  it("says it in the page's language, the date in that language's form (issue 59)", () => {
    const german = testI18n("de");
    const text = scheduledForText(
      "2026-12-01T08:00:00.000Z",
      { t: ((key, values) => german._(key, values)) as Translate, locale: "de" },
      "Europe/Paris",
    );
    expect(text).toBe("Geplant für 01.12.2026, 09:00 (Europe/Paris)");
  });
});
