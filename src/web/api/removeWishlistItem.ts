import type { WishlistItem } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../lib/api";
import { queryKeys } from "../lib/queryKeys";

/** DELETE /api/wishlist/:id: the Wishlist page's 'Remove' and a card's toggle both take a blog off. */
export function removeWishlistItem(id: string): Promise<unknown> {
  return api(`/wishlist/${encodeURIComponent(id)}`, { method: "DELETE", auth: true });
}

export const removeWishlistItemMutation = (client: QueryClient) => ({
  mutationFn: (item: WishlistItem) => removeWishlistItem(item._id),
  onSuccess: (_result: unknown, item: WishlistItem) => {
    client.setQueryData<WishlistItem[]>(queryKeys.wishlist(item.userEmail), (items) =>
      (items ?? []).filter((saved) => saved._id !== item._id),
    );
  },
});

export function useRemoveWishlistItem() {
  return useMutation(removeWishlistItemMutation(useQueryClient()));
}
