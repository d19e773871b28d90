import type { ApiCallInput, CallablePattern } from "../api/api-call";
import { apiGet } from "../api/api-call";
import type { ApiRequester } from "../api/requester";

/**
 * A query's key and function for one GET of the path table: the key is the pattern and its input, the function
 * sends it with the query's abort signal and leaves the retry to the QueryClient (query-client.ts).
 */
export function apiQuery<P extends CallablePattern<"GET">>(
  pattern: P,
  input: ApiCallInput<"GET", P>,
  client?: ApiRequester,
) {
  return {
    queryKey: [pattern, input] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(pattern, input, { client, signal, retry: false }),
  };
}
