import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { ScriptButton } from "./ScriptButton";

type MorePostsNavProps = {
  /** The list's own address, without `?page=`. */
  path: string;
  page: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * The way on from a paged list of posts: "Load more" adds the next page in place; without scripts, the
 * same list has real pages ("Next page", "Previous page"), which is also what a crawler follows. Its words
 * are the "lists" part's, which the tag's and the writer's pages load.
 */
export function MorePostsNav({ path, page, hasNextPage, loadingMore, onLoadMore }: MorePostsNavProps) {
  const { t } = useT();
  if (!hasNextPage && page <= 1) return null;
  return (
    <nav aria-label={t("lists.morePosts")} className="mt-8 flex flex-wrap justify-center gap-3">
      {page > 1 && (
        <Link to={`${path}${page > 2 ? `?page=${page - 1}` : ""}`} className="btn btn-ghost">
          {t("lists.previousPage")}
        </Link>
      )}
      {hasNextPage && (
        <>
          <ScriptButton
            data-js-only
            className="btn btn-outline btn-primary"
            disabled={loadingMore}
            onClick={onLoadMore}
          >
            {loadingMore ? t("lists.loadingMore") : t("lists.loadMore")}
          </ScriptButton>
          <noscript>
            <a href={`${path}?page=${page + 1}`} className="btn btn-outline btn-primary">
              {t("lists.nextPage")}
            </a>
          </noscript>
        </>
      )}
    </nav>
  );
}
