import type { BlogCard } from "@shared/schemas";
import { useHydrated } from "@web/components/useHydrated";
import { showAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { useLocation, useNavigate } from "react-router";
import { useWishlistToggle } from "./api/toggleWishlist";

/** The wishlist control on a blog card: SPEC §2 texts, §4 optimistic behaviour, §8 alerts. */
export function WishlistToggle({ blog }: { blog: BlogCard }) {
  const { status } = useAuth();
  if (status === "signed-in") return <SignedInToggle blog={blog} />;
  if (status === "loading") {
    return (
      <button type="button" className="btn btn-sm btn-outline" disabled>
        Add to Wishlist
      </button>
    );
  }
  return <SignedOutToggle />;
}

function SignedInToggle({ blog }: { blog: BlogCard }) {
  const { saved, ready, loading, pending, toggle } = useWishlistToggle(blog);
  return (
    <button
      type="button"
      className={`btn btn-sm ${saved ? "btn-secondary" : "btn-outline btn-secondary"}`}
      onClick={toggle}
      disabled={!ready || pending}
      aria-busy={loading || pending}
    >
      {saved ? "Remove from Wishlist" : "Add to Wishlist"}
    </button>
  );
}

function SignedOutToggle() {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const onClick = async () => {
    const answer = await showAlert({
      icon: "info",
      title: "Login Required",
      text: "Please log in to manage your wishlist.",
      showCancelButton: true,
      confirmButtonText: "Log In",
      cancelButtonText: "Cancel",
    });
    if (answer.isConfirmed) navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-ghost"
      aria-disabled={!hydrated || undefined}
      onClick={() => void onClick()}
    >
      Sign in to use wishlist
    </button>
  );
}
