import { z } from "zod";
import { MAX_PAGE_SIZE } from "./limits";
import { blogCardSchema } from "./schemas";

/**
 * Full-text search over published posts (issue 21): GET /api/search and the server-rendered /search
 * page share this contract. The words a reader types are parsed by Inkwell (search-syntax.ts) and
 * never reach an engine raw.
 */

/** Longer queries are refused with a message: nobody types more, and every term costs an index probe. */
export const MAX_SEARCH_QUERY_LENGTH = 500;
/** Results per page on the /search screen. */
export const SEARCH_PAGE_SIZE = 12;
export const DEFAULT_SEARCH_LIMIT = 20;

export const SEARCH_MESSAGES = {
  blank: "Type a word or phrase to search for.",
  tooLong: `A search can be at most ${MAX_SEARCH_QUERY_LENGTH} characters.`,
} as const;

/** GET /api/search?q=&limit=&cursor= */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.blank })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.blank })
    .max(MAX_SEARCH_QUERY_LENGTH, { error: SEARCH_MESSAGES.tooLong }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_SEARCH_LIMIT),
  /** The opaque position from the previous page's `Link: <…>; rel="next"` header. */
  cursor: z.string().trim().min(1).max(512).optional(),
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
