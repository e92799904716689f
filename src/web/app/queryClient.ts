import { QueryClient } from "@tanstack/react-query";
import { QUERY_RETRY_DELAY_MS, shouldRetryQuery } from "./retryPolicy";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
}
