import { LoadError } from "./LoadError";
import { Spinner } from "./Spinner";

/** The parts of a query (one or paged) its first load is drawn from. */
type LoadingQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  refetch: () => unknown;
};

/**
 * A query's first load: a spinner while it runs, then its error with Retry when it failed with nothing to
 * show. A later refetch that fails keeps what was shown, so no error covers it.
 */
export function QueryStatus({ query, loading, failed }: { query: LoadingQuery; loading: string; failed: string }) {
  return (
    <>
      {query.isPending && <Spinner label={loading} />}
      {query.isError && !query.data && (
        <LoadError message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
    </>
  );
}
