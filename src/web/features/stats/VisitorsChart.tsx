import { textDirection } from "@shared/locales";
import type { Stats } from "@shared/stats-schemas";
import { useT } from "@web/i18n/useT";
import { useMemo } from "react";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartLabels, chartLayout } from "./chartLayout";

/**
 * Daily visitors as an area chart. Drawn for sighted readers only (aria-hidden): the table beside it
 * gives the same numbers to everyone else. recharts is imported here alone, so it loads with this screen.
 * In Arabic it is mirrored by `chartLayout`, in the page's language by `chartLabels`.
 */
export default function VisitorsChart({ daily }: { daily: Stats["daily"] }) {
  const { t, locale } = useT();
  const layout = chartLayout(textDirection(locale));
  const labels = useMemo(() => chartLabels(locale), [locale]);
  return (
    // recharts places its ticks by physical coordinates and SVG anchors them by the inherited direction,
    // which would push the y-axis's numbers over the plot in a right-to-left page: the drawing is laid out
    // left to right here, and mirrored on purpose by `layout`.
    <div className="h-64 w-full" dir="ltr" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* recharts' keyboard layer makes the drawing focusable, which an aria-hidden part must not be:
            keyboard and screen reader users get the numbers from the table instead (axe caught it). */}
        <AreaChart data={daily} margin={layout.margin} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-base-300" />
          <XAxis
            dataKey="date"
            reversed={layout.xAxis.reversed}
            tickFormatter={labels.tick}
            fontSize={12}
            minTickGap={16}
          />
          <YAxis
            orientation={layout.yAxis.orientation}
            allowDecimals={false}
            tickFormatter={labels.count}
            fontSize={12}
          />
          <Tooltip
            reverseDirection={layout.tooltip.reverseDirection}
            contentStyle={layout.tooltip.contentStyle}
            labelFormatter={labels.tooltipDate}
            formatter={(value) => (typeof value === "number" ? labels.count(value) : value)}
          />
          <Area
            type="monotone"
            dataKey="visitors"
            name={t("stats.visitors")}
            stroke="var(--color-primary)"
            fill="var(--color-primary)"
            fillOpacity={0.2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
