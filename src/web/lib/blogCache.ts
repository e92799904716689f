import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./queryKeys";

/** A blog that changed state or vanished shows up (or not) in every list, wishlists included. */
export function refreshAfterBlogChange(client: QueryClient, id: string) {
  void client.invalidateQueries({ queryKey: queryKeys.allBlogLists() });
  void client.invalidateQueries({ queryKey: queryKeys.blog(id) });
  void client.invalidateQueries({ queryKey: queryKeys.allWishlists() });
}
