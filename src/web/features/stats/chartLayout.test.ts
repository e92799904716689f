import { describe, expect, it } from "vitest";
import { chartLabels, chartLayout } from "./chartLayout";

describe("chartLayout (issue 59)", () => {
  it("leaves a left-to-right page's chart as recharts draws it", () => {
    expect(chartLayout("ltr")).toEqual({
      margin: { top: 8, right: 8, bottom: 0, left: -16 },
      xAxis: { reversed: false },
      yAxis: { orientation: "left" },
      tooltip: { reverseDirection: { x: false }, contentStyle: { direction: "ltr" } },
    });
  });

  it("mirrors it in a right-to-left page: time from the right, counts on the right, margins swapped", () => {
    const ltr = chartLayout("ltr");
    const rtl = chartLayout("rtl");
    expect(rtl.xAxis.reversed).toBe(true);
    expect(rtl.yAxis.orientation).toBe("right");
    expect(rtl.margin).toEqual({ ...ltr.margin, left: ltr.margin.right, right: ltr.margin.left });
    expect(rtl.tooltip).toEqual({ reverseDirection: { x: true }, contentStyle: { direction: "rtl" } });
  });
});

describe("chartLabels", () => {
  it("writes English days short under the axis and whole in the tooltip", () => {
    const labels = chartLabels("en");
    expect(labels.tick("2026-11-28")).toBe("Nov 28");
    expect(labels.tick("2026-03-09")).toBe("Mar 9");
    expect(labels.tooltipDate("2026-11-28")).toBe("November 28, 2026");
    expect(labels.count(1204)).toBe("1,204");
  });

  it("speaks the page's language, in UTC", () => {
    const arabic = chartLabels("ar");
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("ar", { ...options, timeZone: "UTC" }).format(Date.UTC(2026, 10, 28));
    expect(arabic.tick("2026-11-28")).toBe(intl({ month: "short", day: "numeric" }));
    expect(arabic.tick("2026-11-28")).toContain("نوفمبر");
    expect(arabic.tooltipDate("2026-11-28")).toBe(intl({ year: "numeric", month: "long", day: "numeric" }));
    expect(arabic.count(1204)).toBe(new Intl.NumberFormat("ar").format(1204));
    expect(chartLabels("ja").tick("2026-11-28")).toBe("11月28日");
    expect(chartLabels("de").count(1204)).toBe("1.204");
  });

  it("shows a tooltip label that is not a day as it is", () => {
    expect(chartLabels("en").tooltipDate(7)).toBe(7);
  });
});
