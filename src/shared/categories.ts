/** The five fixed blog categories of SPEC §3, in the order the product lists them. */
export const CATEGORIES = ["Technology", "Travel", "Education", "Health", "Lifestyle"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The home page's eight Trending Tags: the five categories plus three more (SPEC §3). */
export const HOME_TAGS = [...CATEGORIES, "Programming", "Food", "Fitness"] as const;
export type HomeTag = (typeof HOME_TAGS)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
