import { z } from "zod";

/**
 * The jobs that carry a post to its readers (docs/decisions/0037). A post's publication writes one
 * fan-out job; the fan-out writes one job per reader; each reader's job composes and sends their mail.
 */
export const POST_FANOUT = "post-fanout";
export const POST_MAIL = "post-mail";
export const DIGEST = "newsletter-digest";
export const DIGEST_MAIL = "digest-mail";

export const postFanoutSchema = z.object({ blogId: z.string() });
export type PostFanout = z.infer<typeof postFanoutSchema>;

/** Why a reader gets a post: they subscribed to the newsletter, or they follow its writer. */
export const REASONS = ["newsletter", "follow"] as const;
export type Reason = (typeof REASONS)[number];

/** `recipientId` is a subscriber's id (newsletter) or an account's (follow). */
export const postMailSchema = z.object({ blogId: z.string(), reason: z.enum(REASONS), recipientId: z.string() });
export type PostMailJob = z.infer<typeof postMailSchema>;

/** `weekEnding` is the ISO time the digest covers up to (the week before it). */
export const digestSchema = z.object({ weekEnding: z.string() });
export const digestMailSchema = z.object({ weekEnding: z.string(), subscriberId: z.string() });

/** Everything queued for one post, so deleting or unpublishing it cancels what has not gone yet. */
export const postGroup = (blogId: string) => `post:${blogId}`;

/** One mail per reader per post, whether they subscribe, follow, or both: the key is their address. */
export const postMailKey = (blogId: string, email: string) => `post-mail:${blogId}:${email.toLowerCase()}`;
