import { useT } from "../i18n/useT";

/**
 * What a data block shows when its request failed (issue 14): the message, and a 'Retry' button that
 * asks again. Announced as an alert; the button shows it is busy while the new request runs.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  className = "",
}: {
  message: string;
  onRetry: () => unknown;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useT();
  return (
    <div role="alert" className={`alert alert-error alert-soft flex flex-wrap justify-between gap-3 ${className}`}>
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-sm btn-error"
        disabled={retrying}
        aria-busy={retrying}
        onClick={() => void onRetry()}
      >
        {retrying && <span className="spinner size-4" aria-hidden="true" />}
        {t("common.retry")}
      </button>
    </div>
  );
}
