import { VISIBILITY } from "@shared/moderation-schemas";
import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "./schema";

/**
 * "This blog is published", as SQL. Written as the literal `visibility = 0` (never a bound parameter) so
 * both engines match it to the partial list indexes of migration 004 (renamed by 018). `column` names the
 * visibility mask of whichever table carries it (the blog, or its search key or text document).
 */
export function isPublished(column = "blog.visibility"): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = 0`;
}

/**
 * Every query that shows blogs to anyone but their author goes through this: the lists, search, the
 * top ten, More Blogs, the wishlist, RSS and the sitemap. A draft is seen by its author only.
 */
export function publishedOnly<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return query.where(isPublished());
}

/**
 * "This blog is a draft and nothing else", as SQL: out of view only because its writer has not
 * published it, not because a moderator hid it or its writer is suspended. What a private preview link
 * may show (decision 0094): a preview never opens what moderation closed.
 */
export function isDraftOnly(column = "blog.visibility"): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = ${sql.lit(VISIBILITY.draft)}`;
}

/**
 * What a published post goes out with, whether by mail or to the fediverse: spread into their selects so
 * the two describe a post alike.
 */
export const PUBLISHED_POST_COLUMNS = [
  "blog.id as id",
  "blog.title as title",
  "blog.image as image",
  "blog.category as category",
  "blog.short_desc as shortDesc",
] as const;
