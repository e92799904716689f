import { z } from "zod";
import {
  MAX_NOTIFICATION_PAGE_SIZE,
  MAX_READ_IDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
} from "./notifications";

export * from "./notifications";

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  actor: z.object({ name: z.string(), handle: z.string().optional(), image: z.string().optional() }),
  target: z.object({ title: z.string(), url: z.string() }),
  /** ISO-8601 UTC. */
  at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  /** Copied from the previous page's Link header (rel="next"). */
  cursor: z.string().max(300).optional(),
});

export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadSchema = z
  .object({
    ids: z.array(z.string().max(64)).max(MAX_READ_IDS).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => body.all === true || (body.ids !== undefined && body.ids.length > 0), {
    message: NOTIFICATION_MESSAGES.nothingToMark,
  });
export const markReadResultSchema = z.object({ marked: z.number().int() });
