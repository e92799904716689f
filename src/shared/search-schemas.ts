import { z } from "zod";
import { MAX_PAGE_SIZE } from "./limits";
import { blogCardSchema } from "./schemas";
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_CURSOR_LENGTH, MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES } from "./search";

/**
 * Full-text search over published posts (issue 21): GET /api/search and the server-rendered /search
 * page share this contract. The words a reader types are parsed by Inkwell (search-syntax.ts) and
 * never reach an engine raw.
 */

// The limits and messages the browser loads without zod (decision 0054), also reachable from here.
export * from "./search";

/** GET /api/search?q=&limit=&cursor= */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.blank })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.blank })
    .max(MAX_SEARCH_QUERY_LENGTH, { error: SEARCH_MESSAGES.tooLong }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_SEARCH_LIMIT),
  /** The opaque position from the previous page's `Link: <…>; rel="next"` header. */
  cursor: z.string().trim().min(1).max(MAX_SEARCH_CURSOR_LENGTH).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One hit: the blog as a list card shows it, and `snippet`, a passage of its text with the matched
 * terms in `<mark>…</mark>`. The snippet is escaped HTML in which `<mark>` and `</mark>` are the only
 * tags, so a client may insert it as HTML.
 */
export const searchResultSchema = blogCardSchema.extend({ snippet: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** One page of hits, best first, and the cursor of the page after it (absent on the last page). */
export type SearchPage = { results: SearchResult[]; next?: string };
