import { formatCount } from "./numbers";

/** What the browser shows about following on reading pages, without zod (decision 0054). */
export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
  signInToFollow: "Please log in to follow writers.",
} as const;

/** "1 follower", "12 followers", "1,204 followers": the same words on the author page and in the byline. */
export function followerCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "follower" : "followers"}`;
}
