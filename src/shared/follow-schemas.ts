import { z } from "zod";

export { FOLLOW_MESSAGES, followerCountText } from "./follow";

/** POST and DELETE /api/authors/:handle/follow: where the caller stands after the change. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/**
 * GET /api/authors/:handle/follow. `self` is true on the caller's own page, where there is nothing to
 * follow: the client learns it here because a public profile carries no account id or email.
 */
export const followStatusSchema = followStateSchema.extend({ self: z.boolean() });
export type FollowStatus = z.infer<typeof followStatusSchema>;
