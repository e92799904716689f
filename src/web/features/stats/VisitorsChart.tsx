import type { Stats } from "@shared/stats-schemas";
import { useT } from "@web/i18n/useT";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * Daily visitors as an area chart. Drawn for sighted readers only (aria-hidden): the table beside it
 * gives the same numbers to everyone else. recharts is imported here alone, so it loads with this screen.
 */
export default function VisitorsChart({ daily }: { daily: Stats["daily"] }) {
  const { t } = useT();
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* recharts' keyboard layer makes the drawing focusable, which an aria-hidden part must not be:
            keyboard and screen reader users get the numbers from the table instead (axe caught it). */}
        <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-base-300" />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} fontSize={12} minTickGap={16} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
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
