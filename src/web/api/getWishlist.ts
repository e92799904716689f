import type { WishlistItem } from "@shared/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../lib/api";
import { useAuth } from "../lib/auth";
import { queryKeys } from "../lib/queryKeys";

/** The signed-in reader's wishlist: the Wishlist page lists it and every blog card's toggle reads it. */
export function getWishlist(email: string, signal?: AbortSignal): Promise<WishlistItem[]> {
  return api<WishlistItem[]>(`/wishlist/${encodeURIComponent(email)}`, { auth: true, signal });
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
