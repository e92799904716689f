import { SHORT_ALERT_MS } from "@shared/limits";
import type { BlogCard, InsertResult, WishlistItem } from "@shared/schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useWishlist } from "@web/api/getWishlist";
import { removeWishlistItem } from "@web/api/removeWishlistItem";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { api } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { queryKeys } from "@web/lib/queryKeys";

/** POST /api/wishlist; SPEC §7's payload. Taking a blog off goes through the shared removeWishlistItem. */
export function addToWishlist(blog: BlogCard, email: string): Promise<InsertResult> {
  return api<InsertResult>("/wishlist", {
    method: "POST",
    auth: true,
    body: { blogId: blog._id, userEmail: email, blogData: blog },
  });
}

/** Not cryptographic: it only has to differ from every real id until the server's id replaces it. */
function temporaryId(): string {
  return `temp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

type ToggleAction = { kind: "add"; tempId: string } | { kind: "remove"; item: WishlistItem };
type ToggleContext = { previous: WishlistItem[] | undefined };

function editList(client: QueryClient, email: string, edit: (items: WishlistItem[]) => WishlistItem[]) {
  client.setQueryData<WishlistItem[]>(queryKeys.wishlist(email), (items) => edit(items ?? []));
}

/**
 * SPEC §4's optimistic toggle: adding shows a temporary item at once and swaps in the server's
 * insertedId; removing drops the item at once, then asks the server. A failure puts the list back
 * as it was, refetches the truth and shows SPEC §8's error alert.
 */
export function useWishlistToggle(blog: BlogCard) {
  const { user } = useAuth();
  const { t } = useT();
  const email = user?.email ?? "";
  const client = useQueryClient();
  const wishlist = useWishlist();
  const saved = wishlist.data?.find((item) => item.blogId === blog._id);

  const mutation = useMutation<void, Error, ToggleAction, ToggleContext>({
    mutationKey: queryKeys.wishlistToggle(blog._id),
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: queryKeys.wishlist(email) });
      const previous = client.getQueryData<WishlistItem[]>(queryKeys.wishlist(email));
      if (action.kind === "add") {
        const optimistic: WishlistItem = {
          _id: action.tempId,
          blogId: blog._id,
          userEmail: email,
          // Lists carry cards; the wishlist shows no long description, and the refetch brings the blog whole.
          blogData: { longDesc: "", ...blog },
          createdAt: new Date().toISOString(),
        };
        editList(client, email, (items) => [optimistic, ...items]);
      } else {
        editList(client, email, (items) => items.filter((item) => item._id !== action.item._id));
      }
      return { previous };
    },
    mutationFn: async (action) => {
      if (action.kind === "add") {
        const result = await addToWishlist(blog, email);
        editList(client, email, (items) =>
          items.map((item) => (item._id === action.tempId ? { ...item, _id: result.insertedId } : item)),
        );
      } else {
        await removeWishlistItem(action.item._id);
      }
    },
    onSuccess: (_data, action) => {
      const title = action.kind === "add" ? t("lists.wishlist.added") : t("lists.wishlist.removed");
      void showTimedAlert("success", title, blog.title, SHORT_ALERT_MS);
    },
    onError: (error, _action, context) => {
      console.error("Wishlist update failed", error);
      client.setQueryData(queryKeys.wishlist(email), context?.previous);
      void client.invalidateQueries({ queryKey: queryKeys.wishlist(email) });
      void showAlert({ icon: "error", title: t("lists.wishlist.errorTitle"), text: t("lists.wishlist.failed") });
    },
  });

  const toggle = () => {
    if (mutation.isPending || !wishlist.isSuccess) return;
    mutation.mutate(saved ? { kind: "remove", item: saved } : { kind: "add", tempId: temporaryId() });
  };

  return {
    saved: Boolean(saved),
    ready: wishlist.isSuccess,
    loading: wishlist.isPending,
    pending: mutation.isPending,
    toggle,
  };
}
