import { SHORT_ALERT_MS } from "@shared/limits";
import type { WishlistItem } from "@shared/schemas";
import { useRemoveWishlistItem } from "@web/api/removeWishlistItem";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { NavButton } from "@web/components/NavButton";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { Link } from "@web/lib/router";

/** One saved blog with SPEC §2's 'Details' and 'Remove' buttons. */
export function WishlistCard({ item }: { item: WishlistItem }) {
  const removal = useRemoveWishlistItem();
  const { t } = useT();
  // Stays busy after success: the card is leaving the list.
  const removing = removal.isPending || removal.isSuccess;
  const blog = item.blogData;

  const remove = async () => {
    try {
      await removal.mutateAsync(item);
      void showTimedAlert("success", t("wishlist.removedTitle"), t("wishlist.removedText"), SHORT_ALERT_MS);
    } catch (error) {
      console.error("Removing a wishlist item failed", error);
      void showAlert({ icon: "error", title: t("wishlist.oops"), text: t("wishlist.removeFailed") });
    }
  };

  return (
    <article className="card h-full bg-base-100 shadow-md">
      <figure>
        <BlogImage src={blog.image} alt={blog.title} className="aspect-[16/9] w-full" />
      </figure>
      <div className="card-body gap-3">
        <h2 className="card-title line-clamp-2">
          <Link to={`/viewDetails/${blog._id}`} className="link-hover">
            {blog.title}
          </Link>
        </h2>
        <div>
          <CategoryBadge category={blog.category} />
        </div>
        <p className="line-clamp-3 text-base-content/80">{blog.shortDesc}</p>
        <div className="card-actions mt-auto justify-end">
          <NavButton to={`/viewDetails/${blog._id}`} className="btn btn-outline btn-sm">
            {t("wishlist.details")}
          </NavButton>
          <button
            type="button"
            className="btn btn-error btn-sm"
            onClick={() => void remove()}
            disabled={removing}
            aria-busy={removing}
          >
            {t("wishlist.remove")}
          </button>
        </div>
      </div>
    </article>
  );
}
