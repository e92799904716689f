import type { Blog } from "@shared/schemas";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How many fediverse accounts liked and boosted the post, in words (a screen reader reads it as it
 * stands). Nothing at all until someone has: most posts have none, and "0 likes" is noise.
 */
export function FediverseReactions({ blog }: { blog: Pick<Blog, "likes" | "boosts"> }) {
  const likes = blog.likes ?? 0;
  const boosts = blog.boosts ?? 0;
  if (likes === 0 && boosts === 0) return null;
  const parts = [likes > 0 && plural(likes, "like", "likes"), boosts > 0 && plural(boosts, "boost", "boosts")];
  return <span className="text-sm text-base-content/80">{parts.filter(Boolean).join(" and ")} from the fediverse</span>;
}
