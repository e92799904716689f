import { useWishlist } from "@web/api/getWishlist";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { WishlistCard } from "./WishlistCard";

export default function WishlistPage() {
  const wishlist = useWishlist({ alwaysRefetchOnMount: true });
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.wishlist));

  let content: React.ReactNode;
  if (wishlist.isPending) {
    content = <Spinner label={t("wishlist.loading")} />;
  } else if (wishlist.isError) {
    content = <LoadError message={t("wishlist.failed")} onRetry={wishlist.refetch} retrying={wishlist.isFetching} />;
  } else if (wishlist.data.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-lg text-base-content/80">{t("wishlist.empty")}</p>
        <Link to="/Blogs" className="btn btn-primary">
          {t("wishlist.browse")}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {wishlist.data.map((item) => (
          <li key={item.blogId}>
            <WishlistCard item={item} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 text-center text-3xl font-bold">{t("wishlist.title")}</h1>
      {content}
    </Main>
  );
}
