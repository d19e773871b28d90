import { QueryCache, QueryClient } from "@tanstack/query-core";
import "./query-meta";
import { ResponseError } from "../api/errors";
import { DEFAULT_RETRY_DELAY_MS, retryDelayMs, shouldRetrySafeCall } from "../api/retry-policy";

/**
 * The browser data layer's defaults (docs/decisions/browser-data-layer.md), in one place:
 * - queries are GETs: retried once on no response or 408/409/425/429/5xx, after `Retry-After` (≤ 2 s) or 150 ms
 *   (spec §8/§9, src/lib/api/retry-policy.ts; their requests are sent with `retry: false`, so the rule runs once);
 * - mutations never retry;
 * - no refetch on window focus or reconnect, and an answer is kept only while a component shows it (gcTime 0):
 *   every page view loads afresh, as the pages did before the data layer;
 * - a query that fails for good calls its `meta.onFailure` (query-meta.ts).
 */
export function createQueryClient({
  retryDelayMs: fallbackDelayMs = DEFAULT_RETRY_DELAY_MS,
}: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.onFailure?.(error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetrySafeCall,
        retryDelay: (_failureCount, error) =>
          retryDelayMs(error instanceof ResponseError ? error.response : null, fallbackDelayMs),
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        gcTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
