import { LoadError } from "@web/components/LoadError";
import { useHydrated } from "@web/components/useHydrated";
import { useT } from "@web/i18n/useT";

type Props = { loading: boolean; failed: boolean; onMore: () => void };

/** Below a thread longer than one page: appends the next page of older comments in place. */
export function MoreCommentsButton({ loading, failed, onMore }: Props) {
  const hydrated = useHydrated();
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-3">
      {failed ? (
        <LoadError message={t("comments.moreFailed")} onRetry={onMore} retrying={loading} />
      ) : (
        <button
          type="button"
          data-js-only
          className="btn btn-outline btn-primary btn-sm"
          disabled={loading}
          aria-disabled={!hydrated || undefined}
          onClick={onMore}
        >
          {loading && <span className="spinner size-5" aria-hidden="true" />}
          {loading ? t("comments.loadingMore") : t("comments.more")}
        </button>
      )}
    </div>
  );
}
