import { z } from "zod";
import { SUBSCRIBER_STATUSES } from "./moderation";
import { ROLES } from "./profile";

/**
 * What the admin screens for users, the owner's messages and newsletter subscribers send and receive.
 * The moderation queue's and the audit log's shapes are in moderation-schemas.ts; the site's settings in
 * site-settings.ts.
 */

export { SUBSCRIBER_STATUSES } from "./moderation";

/** GET /api/admin/users?q= */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  handle: z.string().nullable(),
  role: z.enum(ROLES),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT /api/admin/users/:id/role */
export const roleUpdateSchema = z.strictObject({
  role: z.enum(ROLES, { error: "role must be 'member', 'moderator' or 'admin'." }),
});

/** GET /api/admin/messages: newest first. */
export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** GET /api/admin/subscribers */
export const adminSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  categories: z.array(z.string()),
  frequency: z.enum(["each", "weekly"]),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof adminSubscriberSchema>;

export const adminSubscribersSchema = z.object({
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    unsubscribed: z.number().int(),
    total: z.number().int(),
  }),
  subscribers: z.array(adminSubscriberSchema),
});
export type AdminSubscribers = z.infer<typeof adminSubscribersSchema>;
