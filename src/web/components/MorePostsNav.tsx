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
 * same list has real pages ("Next page", "Previous page"), which is also what a crawler follows.
 */
export function MorePostsNav({ path, page, hasNextPage, loadingMore, onLoadMore }: MorePostsNavProps) {
  if (!hasNextPage && page <= 1) return null;
  return (
    <nav aria-label="More posts" className="mt-8 flex flex-wrap justify-center gap-3">
      {page > 1 && (
        <Link to={`${path}${page > 2 ? `?page=${page - 1}` : ""}`} className="btn btn-ghost">
          Previous page
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
            {loadingMore ? "Loading..." : "Load more"}
          </ScriptButton>
          <noscript>
            <a href={`${path}?page=${page + 1}`} className="btn btn-outline btn-primary">
              Next page
            </a>
          </noscript>
        </>
      )}
    </nav>
  );
}
