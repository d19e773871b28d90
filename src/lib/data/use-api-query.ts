import type {
  DefaultError,
  QueryKey,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
} from "@tanstack/query-core";
import * as React from "react";
import { useQueryRuntime } from "./use-query-runtime";

export type ApiQueryOptions<T, Key extends QueryKey = QueryKey> = QueryObserverOptions<T, DefaultError, T, T, Key> & {
  enabled?: boolean;
};

type PickEach<R, K extends PropertyKey> = R extends unknown ? Pick<R, Extract<K, keyof R>> : never;

/** What a page reads of a query: its answer, its error and where it stands (never `isFetching` for what it renders). */
export type ApiQueryResult<T> = PickEach<
  QueryObserverResult<T, DefaultError>,
  "data" | "error" | "status" | "isPending" | "isSuccess" | "isError" | "isFetching"
> & {
  refetch: () => Promise<unknown>;
};

// Before the runtime is there the query has not been sent yet: it will be once its observer subscribes, so a refetch
// has nothing to do.
const PENDING = {
  data: undefined,
  error: null,
  status: "pending",
  isPending: true,
  isSuccess: false,
  isError: false,
  refetch: async () => {},
} as const;
const PENDING_FETCH = { ...PENDING, isFetching: true } as const;
const PENDING_IDLE = { ...PENDING, isFetching: false } as const;

/**
 * A query on the app's QueryClient (its defaults: query-client.ts), written as @tanstack/react-query's `useBaseQuery`
 * with the library loaded lazily (use-query-runtime.ts), once a query is enabled: until its chunk is there, and on
 * the server, the query is pending, which is what a page renders before its data anyway; then an observer follows
 * the query as `useQuery` does.
 */
export function useApiQuery<T, Key extends QueryKey = QueryKey>(options: ApiQueryOptions<T, Key>): ApiQueryResult<T> {
  const runtime = useQueryRuntime(options.enabled !== false);
  const defaulted = runtime?.appQueryClient.defaultQueryOptions(options);
  // Results are set in fetching state before subscribing or updating options, as useBaseQuery does.
  if (defaulted) defaulted._optimisticResults = "optimistic";

  const observerRef = React.useRef<QueryObserver<T, DefaultError, T, T, Key> | null>(null);
  if (runtime && defaulted && observerRef.current === null)
    observerRef.current = new runtime.QueryObserver(runtime.appQueryClient, defaulted);
  const observer = observerRef.current;
  // Called before useSyncExternalStore, as in useBaseQuery.
  const result = observer && defaulted ? observer.getOptimisticResult(defaulted) : null;

  React.useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [defaulted, observer]);

  React.useSyncExternalStore(
    React.useCallback(
      (onStoreChange: () => void) => {
        if (!observer || !runtime) return () => {};
        const unsubscribe = observer.subscribe(runtime.notifyManager.batchCalls(onStoreChange));
        // Catches up with any update between creating the observer and subscribing to it.
        observer.updateResult();
        return unsubscribe;
      },
      [observer, runtime],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  );

  if (observer && result) return observer.trackResult(result);
  return options.enabled === false ? PENDING_IDLE : PENDING_FETCH;
}
