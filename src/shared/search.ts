/** The search limits and messages the browser checks a query against, without zod (decision 0054). */

/** Longer queries are refused with a message: nobody types more, and every term costs an index probe. */
export const MAX_SEARCH_QUERY_LENGTH = 500;
/** Results per page on the /search screen. */
export const SEARCH_PAGE_SIZE = 12;
export const DEFAULT_SEARCH_LIMIT = 20;

export const SEARCH_MESSAGES = {
  blank: "Type a word or phrase to search for.",
  tooLong: `A search can be at most ${MAX_SEARCH_QUERY_LENGTH} characters.`,
} as const;
/** The longest cursor the API takes; a longer one is not Inkwell's. */
export const MAX_SEARCH_CURSOR_LENGTH = 512;
