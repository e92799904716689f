/**
 * "Publish at" in the browser (issue 43): a `datetime-local` value is the writer's wall-clock time with
 * no zone, which the server refuses as ambiguous; these turn it into an instant with the writer's own
 * offset, and a stored instant back into the writer's time. Private screens only (My Blogs, the editor):
 * the reading pages keep off Intl (decision 0055).
 */

import type { InterfaceLocale } from "@shared/locales";
import type { Translate } from "../i18n/useT";

const pad = (value: number) => String(Math.abs(value)).padStart(2, "0");

/** The writer's time zone by name ("Europe/Paris"), for the field's hint; "your local time" if unknown. */
export function localTimeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "your local time";
}

/**
 * `2026-12-01T09:00` typed in Paris → `2026-12-01T09:00:00+01:00`; undefined when it is not a time. The
 * offset is the one in force at that moment (summer or winter), not today's.
 */
export function zonedIsoFromLocal(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/u.test(local)) return undefined;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return undefined;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** A stored instant as a `datetime-local` value in the writer's zone, to show the current schedule in the field. */
export function localInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "Scheduled for 1 Dec 2026, 09:00 (Europe/Paris)": in the writer's own zone, in the page's language, the
 * zone named. Its sentence is the account part's (`schedule.for`), which the screens that show it load.
 */
export function scheduledForText(
  iso: string,
  { t, locale }: { t: Translate; locale: InterfaceLocale },
  timeZone?: string,
): string {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
  return t("schedule.for", { when, zone: timeZone ?? localTimeZoneName() });
}
