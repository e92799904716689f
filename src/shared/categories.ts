/** The five fixed blog categories of SPEC §3, in the order the product lists them. */
export const CATEGORIES = ["Technology", "Travel", "Education", "Health", "Lifestyle"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The home page's eight Trending Tags: the five categories plus three more (SPEC §3). */
export const HOME_TAGS = [...CATEGORIES, "Programming", "Food", "Fitness"] as const;
export type HomeTag = (typeof HOME_TAGS)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/**
 * The All Blogs filter a Trending Tag applies: a category filters by category; the three tags that are
 * not categories search titles, so they lead to the blogs named for their subject (the demo library
 * has some for each), never to a filter no blog can match.
 */
export function tagFilter(tag: string): { category: Category } | { search: string } {
  return isCategory(tag) ? { category: tag } : { search: tag };
}
