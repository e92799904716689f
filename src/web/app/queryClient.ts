import { QueryClient } from "@tanstack/react-query";
import { prepareAlerts } from "../lib/alerts";
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from "./retryPolicy";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // A failed load may end in an alert: have its code on the way while the retry runs.
          prepareAlerts();
          return shouldRetryQuery(failureCount, error);
        },
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
}
