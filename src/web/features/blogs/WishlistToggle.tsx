// PLACEHOLDER: replaced by the "web part 2" helper (optimistic toggle of SPEC §4).
import type { Blog } from "../../../shared/schemas";

export function WishlistToggle(_props: { blog: Blog }) {
  return <p className="text-sm opacity-70">Sign in to use wishlist</p>;
}
