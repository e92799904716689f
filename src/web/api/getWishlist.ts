import type { WishlistItem } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../lib/api";
import { useAuth } from "../lib/auth";
import { queryKeys } from "../lib/queryKeys";
import { nextCursor } from "./getBlogPage";

/**
 * The signed-in reader's whole wishlist: the Wishlist page lists it and every blog card's toggle reads
 * it, so a card must find its blog however long the list is. The server pages it (1000 items per
 * page); the pages after the first follow its `Link: rel="next"` cursors.
 */
export async function getWishlist(email: string, signal?: AbortSignal): Promise<WishlistItem[]> {
  const items: WishlistItem[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
    const { data, headers } = await apiRequest<WishlistItem[]>(`/wishlist/${encodeURIComponent(email)}${query}`, {
      auth: true,
      signal,
    });
    items.push(...data);
    cursor = nextCursor(headers.get("link"));
  } while (cursor);
  return items;
}

export const wishlistQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.wishlist(email),
    queryFn: ({ signal }) => getWishlist(email, signal),
  });

/** SPEC §7: fetched only when signed in. */
export function useWishlist(options: { alwaysRefetchOnMount?: boolean } = {}) {
  const { status, user } = useAuth();
  const email = user?.email ?? "";
  return useQuery({
    ...wishlistQuery(email),
    enabled: status === "signed-in" && email !== "",
    // The wishlist page must show each blog as it is now, never a copy cached before an edit.
    ...(options.alwaysRefetchOnMount ? { refetchOnMount: "always" as const } : {}),
  });
}
