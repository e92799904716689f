import type { Blog } from "@shared/schemas";
import { useT } from "@web/i18n/useT";

/**
 * How many fediverse accounts liked and boosted the post, in words (a screen reader reads it as it
 * stands). Nothing at all until someone has: most posts have none, and "0 likes" is noise.
 */
export function FediverseReactions({ blog }: { blog: Pick<Blog, "likes" | "boosts"> }) {
  const { t, locale } = useT();
  const likes = blog.likes ?? 0;
  const boosts = blog.boosts ?? 0;
  if (likes === 0 && boosts === 0) return null;
  const parts: string[] = [];
  if (likes > 0) parts.push(t("post.likes", { count: likes }));
  if (boosts > 0) parts.push(t("post.boosts", { count: boosts }));
  const reactions = new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
  return <span className="text-sm text-base-content/80">{t("post.reactions", { reactions })}</span>;
}
