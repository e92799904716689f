import { normalizeEmail } from "@shared/email";
import { tagSlug } from "@shared/tags";
import { type RawBuilder, sql } from "kysely";
import { isPublished } from "../db/published";
import type { BlogFilter, RecentPosition } from "./contract";

/**
 * The columns that carry a blog's list keys in some table: the blog itself, or its search key
 * (blog_search_key, migration 005), which holds them beside the title index without the blog's text.
 */
export type ListColumns = { id: string; category: string; createdAt: string; visibility: string; authorEmail?: string };

export const BLOG_COLUMNS: ListColumns = {
  id: "blog.id",
  category: "blog.category",
  createdAt: "blog.created_at",
  visibility: "blog.visibility",
  authorEmail: "blog.author_email",
};

/**
 * Every list filter but the title, written once for every query and engine: published only, the
 * category, the tag, the excluded blog, the author and (newest first) the position after a cursor. An empty
 * parameter (`?category=` from "All Categories") means "no filter", not "match nothing".
 */
export function listConditions(columns: ListColumns, filter: BlogFilter, after?: RecentPosition): RawBuilder<boolean> {
  const ref = sql.ref;
  const conditions: RawBuilder<unknown>[] = [isPublished(columns.visibility)];
  if (filter.category) conditions.push(sql`${ref(columns.category)} = ${filter.category}`);
  if (filter.exclude) conditions.push(sql`${ref(columns.id)} != ${filter.exclude}`);
  if (filter.author) {
    // Only the blog table holds authors; search keys do not, so an author's list never reads them.
    if (!columns.authorEmail) throw new Error("These columns cannot filter by author.");
    conditions.push(sql`${ref(columns.authorEmail)} = ${normalizeEmail(filter.author)}`);
  }
  // A tag's posts through blog_tag's (tag_id, blog_id) index; every column set names the blog's id. The
  // tag is read as a slug, so `?tag=Web Dev` finds `web-dev` too.
  if (filter.tag) {
    conditions.push(sql`${ref(columns.id)} in (select bt.blog_id from blog_tag bt join tag t on t.id = bt.tag_id
      where t.slug = ${tagSlug(filter.tag)})`);
  }
  if (after) conditions.push(sql`(${ref(columns.createdAt)}, ${ref(columns.id)}) < (${after[0]}, ${after[1]})`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
