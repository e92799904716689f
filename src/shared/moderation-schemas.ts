import { z } from "zod";
import { MAX_MODERATION_NOTE, MAX_REPORT_REASON, MODERATION_MESSAGES, REPORT_TARGETS } from "./moderation";

/**
 * Why a post or comment is not public, as bits of one integer (`blog.draft`, `comment.hidden`): 0 is
 * public, anything else is seen by its author (and, for held comments, the post's writer and
 * moderators) only. Bits so a post hidden by a moderator stays hidden when its suspended author comes
 * back, and a draft stays a draft when a moderator unhides it (decision 0043).
 */
export const VISIBILITY = {
  /** Its author saved it as a draft (posts only). */
  draft: 1,
  /** A moderator hid it. */
  hidden: 2,
  /** Its author's account is suspended. */
  suspended: 4,
  /** A comment the spam rules hold until a moderator or the post's writer lets it through. */
  held: 8,
} as const;

// The rules the browser loads without zod (decision 0054), also reachable from here.
export * from "./moderation";

/** POST /api/reports */
export const reportCreateSchema = z.strictObject({
  targetType: z.enum(REPORT_TARGETS, { error: MODERATION_MESSAGES.targetType }),
  targetId: z.string({ error: "targetId is required." }).trim().min(1, "targetId is required.").max(200),
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(MAX_REPORT_REASON, MODERATION_MESSAGES.reasonTooLong),
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

/**
 * 201 for a new report, 200 when this reader had already reported it (one report either way). `message`
 * is `REPORT_RECEIPTS`' English; `created` says which of the two it is, so a client can thank the reader
 * in their own language (issue 59).
 */
export const reportReceiptSchema = z.object({ id: z.string(), message: z.string(), created: z.boolean() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const RESOLVE_ACTIONS = ["hide", "delete", "dismiss"] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

/** POST /api/admin/reports/:id/resolve */
export const reportResolveSchema = z.strictObject({
  action: z.enum(RESOLVE_ACTIONS, { error: "action must be 'hide', 'delete' or 'dismiss'." }),
  note: z
    .string({ error: "note must be text." })
    .trim()
    .max(MAX_MODERATION_NOTE, `A note can be at most ${MAX_MODERATION_NOTE} characters.`)
    .optional(),
});
export type ReportResolve = z.infer<typeof reportResolveSchema>;

/** Someone as the admin screens name them. */
export const accountRefSchema = z.object({ id: z.string(), name: z.string(), handle: z.string().nullable() });
export type AccountRef = z.infer<typeof accountRefSchema>;

/** GET /api/admin/reports: open reports, one row per target (its latest report), `count` reports in all. */
export const adminReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.string(),
  /** Null for a comment the spam rules held. */
  reporter: accountRefSchema.nullable(),
  count: z.number().int(),
  createdAt: z.string(),
  target: z.object({
    /** A post's title. */
    title: z.string().optional(),
    /** A comment's first words. */
    excerpt: z.string().optional(),
    author: accountRefSchema.nullable(),
    /** Where a moderator reads it in context. */
    url: z.string(),
    hidden: z.boolean(),
    held: z.boolean(),
  }),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** GET /api/admin/audit: newest first. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null for the command line. */
  actor: accountRefSchema.nullable(),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  note: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** What a reader is told when their report is taken (201), or was already (200). */
export const REPORT_RECEIPTS = {
  created: "Thank you. A moderator will look at it.",
  repeated: "You have already reported this; a moderator will look at it.",
} as const;

/** POST /api/admin/reports/:id/resolve: what was done, and how many open reports it closed. */
export const reportResolutionSchema = z.object({
  id: z.string(),
  action: z.enum(RESOLVE_ACTIONS),
  resolved: z.number().int(),
});
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** POST /api/admin/{blogs,comments}/:id/{hide,unhide,approve}: the target's state afterwards. */
export const moderationStateSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  /** A moderator hid it. */
  hidden: z.boolean(),
  /** A comment the spam rules hold for review (always false for posts). */
  held: z.boolean(),
  /** Whether this call changed anything (false when it already was so). */
  changed: z.boolean(),
});
export type ModerationState = z.infer<typeof moderationStateSchema>;

/** Comments one account may post a minute (decision 0045). */
export const COMMENTS_PER_MINUTE = 10;
/** The same for an account younger than NEW_ACCOUNT_MS. */
export const NEW_ACCOUNT_COMMENTS_PER_MINUTE = 3;
/** An account is new to the spam rules for its first day. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
/** A comment from a new account with at least this many links is held for review. */
export const HELD_LINK_COUNT = 3;
/** The reason on the report that puts a held comment in the queue. */
export const HELD_REPORT_REASON = "Held: many links from a new account";

const BARE_LINK = /(?:https?:\/\/|www\.)[^\s<>()[\]]+/giu;
const MARKDOWN_LINK = /\[[^\]]*\]\(\s*([^)\s]+)[^)]*\)/gu;

/**
 * How many links a comment carries: bare `http(s)://` and `www.` addresses, and Markdown links whose
 * target is not one of those already counted (a relative or scheme-less target).
 */
export function countLinks(text: string): number {
  const bare = text.match(BARE_LINK)?.length ?? 0;
  let markdownOnly = 0;
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    if (!/^(?:https?:\/\/|www\.)/iu.test(match[1] ?? "")) markdownOnly += 1;
  }
  return bare + markdownOnly;
}
