import type { Store } from "../../db/connect";
import { containsIgnoringCase } from "../like";
import type { BlogSearch } from "./contract";
import { generalCount, generalPage, type TitleMatch } from "./general";

/** ILIKE itself, which the planner answers from the pg_trgm GIN index of migration 005. */
const titleContains: TitleMatch = (text) => containsIgnoringCase("postgres", "blog.title", text);

/** PostgreSQL: every list is one query along its index (docs/decisions/0014, 0027). */
export function postgresSearch(store: Store): BlogSearch {
  return {
    page: (query) => generalPage(store, query, titleContains),
    count: (filter) => generalCount(store, filter, titleContains),
  };
}
