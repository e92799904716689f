import type { InterfaceLocale } from "@shared/locales";
import { testI18n, withEnglish } from "@test/web/i18n";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import VisitorsChart from "./VisitorsChart";

// jsdom has no layout for recharts to measure: each part records the props it was given instead.
const drawn = vi.hoisted(() => new Map<string, Record<string, unknown>>());
vi.mock("recharts", () => {
  const part =
    (name: string) =>
    ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => {
      drawn.set(name, props);
      return <>{children}</>;
    };
  return Object.fromEntries(
    ["Area", "AreaChart", "CartesianGrid", "ResponsiveContainer", "Tooltip", "XAxis", "YAxis"].map((name) => [
      name,
      part(name),
    ]),
  );
});

afterEach(() => drawn.clear());

const daily = [
  { date: "2026-11-27", views: 3, visitors: 2 },
  { date: "2026-11-28", views: 1500, visitors: 1204 },
];

function draw(locale: InterfaceLocale) {
  render(withEnglish(<VisitorsChart daily={daily} />, testI18n(locale)));
  const props = (name: string) => drawn.get(name) ?? {};
  const call = (name: string, prop: string, ...args: unknown[]) =>
    (props(name)[prop] as (...values: unknown[]) => unknown)(...args);
  return { props, call };
}

describe("VisitorsChart (issue 59)", () => {
  it("runs left to right in English, with English days and counts", () => {
    const { props, call } = draw("en");
    expect(props("XAxis").reversed).toBe(false);
    expect(props("YAxis").orientation).toBe("left");
    expect(props("AreaChart").margin).toEqual({ top: 8, right: 8, bottom: 0, left: -16 });
    expect(call("XAxis", "tickFormatter", "2026-11-28")).toBe("Nov 28");
    expect(call("Tooltip", "labelFormatter", "2026-11-28")).toBe("November 28, 2026");
    expect(call("Tooltip", "formatter", 1204)).toBe("1,204");
    expect(call("YAxis", "tickFormatter", 1204)).toBe("1,204");
  });

  it("is mirrored in Arabic: time from the right, counts on the right, Arabic dates", () => {
    const { props, call } = draw("ar");
    expect(props("XAxis").reversed).toBe(true);
    expect(props("YAxis").orientation).toBe("right");
    expect(props("AreaChart").margin).toEqual({ top: 8, right: -16, bottom: 0, left: 8 });
    expect(props("Tooltip").reverseDirection).toEqual({ x: true });
    expect(props("Tooltip").contentStyle).toEqual({ direction: "rtl" });
    expect(call("XAxis", "tickFormatter", "2026-11-28")).toContain("نوفمبر");
    expect(call("Tooltip", "labelFormatter", "2026-11-28")).toContain("نوفمبر");
  });
});
