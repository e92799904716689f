import type { SearchQuery } from "@shared/search-schemas";
import { isSearchable, parseSearch } from "@shared/search-syntax";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";
import { badRequest } from "../errors";
import { decodeCursor, encodeCursor } from "../http/cursor";
import { RANKING_WINDOW, type TextSearch } from "./contract";
import { postgresTextSearch } from "./postgres";
import { snippetHtml } from "./snippet";
import { sqliteTextSearch } from "./sqlite";

/**
 * A page of hits as the route and the server-rendered /search page present them: published blogs,
 * best first, each with its snippet, and the next page's cursor when more hits follow.
 */
export type SearchBlogsPage = {
  rows: BlogRow[];
  /** snippets[i] belongs to rows[i]: escaped HTML whose only tags are `<mark>` and `</mark>`, never empty. */
  snippets: string[];
  next?: string;
};

/**
 * A search cursor holds how many hits came before the page: rank is no key to seek to (it is not
 * unique, and every write may move it), and the ranked window bounds what an offset can cost.
 */
const CURSOR_KIND = "search";
const CURSOR_SHAPE = ["number"] as const;

function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  const [offset] = decodeCursor(cursor, CURSOR_KIND, CURSOR_SHAPE);
  if (offset < 0) throw badRequest("That cursor is not valid. Take the next page's address from the Link header.");
  return offset;
}

const byStore = new WeakMap<Store, TextSearch>();

/** The store's engine's full-text search, chosen once per store. */
function textSearch(store: Store): TextSearch {
  let search = byStore.get(store);
  if (!search) {
    search = store.engine === "sqlite" ? sqliteTextSearch(store) : postgresTextSearch(store);
    byStore.set(store, search);
  }
  return search;
}

/**
 * One page of a full-text search over published posts' titles and bodies (GET /api/search). The query
 * is parsed here (shared/search-syntax) and reaches the engine only as quoted strings or bound
 * parameters; a query with nothing to look for (exclusions alone, punctuation) finds nothing. A cursor
 * that is not one of ours is a 400 (HttpError); nothing a reader types is a 5xx. `language`: the reader's
 * (the request's interface language), which PostgreSQL stems the query in (decision 0143).
 */
export async function searchBlogs(
  store: Store,
  query: Pick<SearchQuery, "q" | "limit" | "cursor">,
  language: string,
): Promise<SearchBlogsPage> {
  const skip = offsetOf(query.cursor);
  const syntax = parseSearch(query.q);
  if (!isSearchable(syntax) || skip >= RANKING_WINDOW) return { rows: [], snippets: [] };
  // One hit more than shown tells whether another page follows.
  const hits = await textSearch(store).page(syntax, Math.min(query.limit + 1, RANKING_WINDOW - skip), skip, language);
  const shown = hits.slice(0, query.limit);
  return {
    rows: shown.map((hit) => hit.row),
    snippets: shown.map((hit) => snippetHtml(hit.row, hit.passage)),
    ...(hits.length > query.limit ? { next: encodeCursor(CURSOR_KIND, [skip + query.limit]) } : {}),
  };
}
