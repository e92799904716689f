import type { BlogCard } from "@shared/schemas";
import { SignInPromptButton } from "@web/components/SignInPrompt";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { useWishlistToggle } from "./api/toggleWishlist";

/** The wishlist control on a blog card: SPEC §2 texts, §4 optimistic behaviour, §8 alerts. */
export function WishlistToggle({ blog }: { blog: BlogCard }) {
  const { status } = useAuth();
  const { t } = useT();
  if (status === "signed-in") return <SignedInToggle blog={blog} />;
  if (status === "loading") {
    return (
      <button type="button" className="btn btn-sm btn-outline" disabled>
        {t("lists.wishlist.add")}
      </button>
    );
  }
  return <SignedOutToggle />;
}

function SignedInToggle({ blog }: { blog: BlogCard }) {
  const { saved, ready, loading, pending, toggle } = useWishlistToggle(blog);
  const { t } = useT();
  return (
    <button
      type="button"
      className={`btn btn-sm ${saved ? "btn-secondary" : "btn-outline btn-secondary"}`}
      onClick={toggle}
      disabled={!ready || pending}
      aria-busy={loading || pending}
    >
      {saved ? t("lists.wishlist.remove") : t("lists.wishlist.add")}
    </button>
  );
}

function SignedOutToggle() {
  const { t } = useT();
  return (
    <SignInPromptButton reason={t("lists.wishlist.signInReason")} className="btn btn-sm btn-ghost">
      {t("lists.wishlist.signIn")}
    </SignInPromptButton>
  );
}
