import { z } from "zod";

export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
  signInToFollow: "Please log in to follow writers.",
} as const;

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

/** "1 follower", "12 followers", "1,204 followers": the same words on the author page and in the byline. */
export function followerCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "follower" : "followers"}`;
}
