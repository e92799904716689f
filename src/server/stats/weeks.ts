/**
 * Weekly rows beside the daily ones (decision 0114): a period's sum per post reads one row per whole
 * week and a daily row only for the days at either end, so the site's 90 days read about 19 rows per
 * post instead of 90.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const dayIndex = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayAt = (index: number) => new Date(index * DAY_MS).toISOString().slice(0, 10);

/** The Monday (UTC) of the week a `YYYY-MM-DD` day falls in: the key of its weekly row. */
export function statsWeek(day: string): string {
  const index = dayIndex(day);
  // Day 0 (1970-01-01) was a Thursday: three days after a Monday.
  return dayAt(index - ((((index + 3) % 7) + 7) % 7));
}

/**
 * A run of consecutive days, oldest first, as the Mondays of the weeks it holds whole and the days
 * left over at its ends; together they cover every day exactly once.
 */
export function splitIntoWeeks(days: readonly string[]): { weeks: string[]; days: string[] } {
  const inside = new Set(days);
  const weeks: string[] = [];
  const covered = new Set<string>();
  for (const day of days) {
    if (statsWeek(day) !== day) continue;
    const week = Array.from({ length: 7 }, (_, offset) => dayAt(dayIndex(day) + offset));
    if (!week.every((weekDay) => inside.has(weekDay))) continue;
    weeks.push(day);
    for (const weekDay of week) covered.add(weekDay);
  }
  return { weeks, days: days.filter((day) => !covered.has(day)) };
}
