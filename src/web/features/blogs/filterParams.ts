import { MAX_SEARCH_LENGTH } from "@shared/limits";
import type { BlogFilters } from "./api/getBlogPages";

/** Reads the applied filters from the URL, so a filtered list can be shared, bookmarked and reloaded. */
export function filtersFromParams(params: URLSearchParams): BlogFilters {
  const search = params.get("search")?.trim().slice(0, MAX_SEARCH_LENGTH) ?? "";
  const category = params.get("category")?.trim() ?? "";
  return { ...(search ? { search } : {}), ...(category ? { category } : {}) };
}

/** The URL query for a set of filters; empty filters leave the URL clean. */
export function paramsFromFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.category) params.set("category", filters.category);
  return params;
}

/** The canonical query of a filtered list page: empty filters and page 1 leave no trace in the URL. */
export function listQueryString(filters: BlogFilters, page: number): string {
  const params = paramsFromFilters(filters);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
