/**
 * The moderation rules the browser needs on every page (who moderates, limits, messages), kept apart
 * from the zod schemas in moderation-schemas.ts so a reading page does not download zod (decision 0054).
 */

/** Moderators work the report queue; admins also run users, settings and the owner's inboxes. */
export const canModerate = (role: string | undefined): boolean => role === "moderator" || role === "admin";
export const isAdmin = (role: string | undefined): boolean => role === "admin";

export const REPORT_TARGETS = ["blog", "comment"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const MAX_REPORT_REASON = 1_000;
export const MAX_MODERATION_NOTE = 1_000;

export const MODERATION_MESSAGES = {
  reasonRequired: "Say why you are reporting this.",
  reasonTooLong: `A reason can be at most ${MAX_REPORT_REASON} characters.`,
  targetType: "targetType must be 'blog' or 'comment'.",
  targetNotFound: "There is nothing to report there.",
  reportNotFound: "This report is not in the queue.",
  suspended: "This account is suspended.",
  moderatorsOnly: "Only moderators and admins can do this.",
  adminsOnly: "Only an admin can do this.",
  commentFlood: "You are commenting too fast. Wait a minute and try again.",
  commentHeld: "Your comment is waiting for a moderator, because it has many links and your account is new.",
} as const;

export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const MAX_SITE_TITLE = 80;
export const MAX_SITE_DESCRIPTION = 300;
