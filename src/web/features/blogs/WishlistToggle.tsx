import type { BlogCard } from "@shared/schemas";
import { SignInPromptButton } from "@web/components/SignInPrompt";
import { useAuth } from "@web/lib/auth";
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
  return (
    <SignInPromptButton reason="Please log in to manage your wishlist." className="btn btn-sm btn-ghost">
      Sign in to use wishlist
    </SignInPromptButton>
  );
}
