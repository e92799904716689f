/** Readers without scripts page a list with `?page=N`; anything unreadable is the first page. */
export const MAX_LIST_PAGE = 10_000;

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGE) : 1;
}
