import type { BlogQuery } from "@shared/schemas";
import type { BlogRow } from "../../db/schema";

export type BlogFilter = Pick<BlogQuery, "search" | "category" | "exclude" | "author">;

/** Where a newest-first page starts: after the row with this publication time and id. */
export type RecentPosition = readonly [createdAt: string, id: string];

/**
 * How one engine finds published blogs for a list: the page (one row more than asked, to tell whether
 * another follows) and the count of all matches. Each engine answers in its own way (SQLite through
 * its FTS5 trigram table and search keys, PostgreSQL through pg_trgm), behind this one interface.
 */
export type BlogSearch = {
  page: (query: BlogQuery) => Promise<BlogRow[]>;
  count: (filter: BlogFilter) => Promise<number>;
};
