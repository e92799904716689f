/**
 * Scheduled posts (issue 43, docs/decisions/0096): the rules the editor and the server both apply to a
 * writer's "Publish at". Plain functions without zod, so a screen can check a time as the writer types.
 */

/** Sooner than this, the writer means "publish now"; the publisher also needs a moment to see it. */
export const MIN_SCHEDULE_AHEAD_MS = 60_000;
/** A year ahead at most: further out is more likely a typo in the year than a plan. */
export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60_000;

/** A post's state as its writer sees it; readers only ever see published posts. */
export const POST_STATUSES = ["published", "draft", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SCHEDULE_MESSAGES = {
  notText: "publishAt must be a date and time, or null.",
  noZone: "publishAt must be an ISO 8601 date and time with a time zone, such as 2026-12-01T09:00:00+01:00.",
  tooSoon: "publishAt must be at least 1 minute from now.",
  tooFar: "publishAt must be at most 1 year from now.",
  publishAndSchedule: "Send draft: false to publish now, or publishAt to publish later, not both.",
} as const;

/**
 * Date, time and a zone (Z or ±hh:mm): a time without a zone means a different instant on every
 * machine that reads it, so it is refused rather than guessed.
 */
const ZONED_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/u;

/** Whether `value` is an ISO 8601 date-time with a zone that names a real instant (no 31 June). */
export function isZonedDateTime(value: string): boolean {
  const match = ZONED_ISO.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Date.parse would roll 31 June over to 1 July; the fields read back from a UTC date refuse it.
  const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    fields.getUTCMonth() === month - 1 &&
    fields.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    Number.isFinite(Date.parse(value))
  );
}

/** Why this publish time cannot be accepted at `now` (epoch ms), or undefined when it can. */
export function scheduleProblem(publishAt: string, now: number): string | undefined {
  if (!isZonedDateTime(publishAt)) return SCHEDULE_MESSAGES.noZone;
  const at = Date.parse(publishAt);
  if (at < now + MIN_SCHEDULE_AHEAD_MS) return SCHEDULE_MESSAGES.tooSoon;
  if (at > now + MAX_SCHEDULE_AHEAD_MS) return SCHEDULE_MESSAGES.tooFar;
  return undefined;
}
