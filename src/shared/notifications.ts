/**
 * Notifications (issue 44, decision 0105): the plain rules both sides share. No zod here: this file may
 * be bundled into the app chunk (the bell), which must stay small.
 */
export const NOTIFICATION_TYPES = [
  "comment",
  "reply",
  "follow",
  "fediverse-reply",
  "like",
  "boost",
  "report-resolved",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page by default, and the most one page may hold. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
/** The most ids one "mark as read" may name. */
export const MAX_READ_IDS = 100;

/** The bell asks for the count at most this often (besides on navigation): decision 0105. */
export const UNREAD_COUNT_STALE_MS = 60_000;

export const NOTIFICATION_MESSAGES = {
  nothingToMark: "Say which notifications to mark as read: ids, or all.",
} as const;

/** Texts of the comment mail's unsubscribe, which the API and its page both say. */
export const COMMENT_MAIL_TEXTS = {
  stopped: "You will get no more mail about comments and replies. Turn it back on in Settings.",
  badToken: "This unsubscribe link is not valid.",
  pageIntro: "Stop the mail about new comments on your posts and replies to your comments?",
  formLabel: "Stop mail about comments and replies",
  button: "Stop comment mail",
} as const;
