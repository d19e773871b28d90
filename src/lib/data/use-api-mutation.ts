import type {
  DefaultError,
  MutationObserver,
  MutationObserverOptions,
  MutationObserverResult,
} from "@tanstack/query-core";
import * as React from "react";
import { loadQueryRuntime, useQueryRuntime, type QueryRuntime } from "./use-query-runtime";

type PickEach<R, K extends PropertyKey> = R extends unknown ? Pick<R, Extract<K, keyof R>> : never;

export type ApiMutationResult<T, Variables> = PickEach<
  MutationObserverResult<T, DefaultError, Variables>,
  "data" | "error" | "status" | "isIdle" | "isPending" | "isSuccess" | "isError" | "reset"
> & {
  mutate: (variables: Variables) => void;
  mutateAsync: (variables: Variables) => Promise<T>;
};

const IDLE = {
  data: undefined,
  error: null,
  status: "idle",
  isIdle: true,
  isPending: false,
  isSuccess: false,
  isError: false,
  reset: () => {},
} as const;

/**
 * A mutation on the app's QueryClient (never retried: query-client.ts), written as @tanstack/react-query's
 * `useMutation` with the library loaded lazily (use-query-runtime.ts): idle until its chunk is there (the first call
 * loads it, unless a query of the page did).
 */
export function useApiMutation<T, Variables = void>(
  options: MutationObserverOptions<T, DefaultError, Variables>,
): ApiMutationResult<T, Variables> {
  const runtime = useQueryRuntime(false);
  const observerRef = React.useRef<MutationObserver<T, DefaultError, Variables> | null>(null);
  const latestOptions = React.useRef(options);
  const observerOf = React.useCallback((loaded: QueryRuntime) => {
    observerRef.current ??= new loaded.MutationObserver(loaded.appQueryClient, latestOptions.current);
    return observerRef.current;
  }, []);
  const observer = runtime ? observerOf(runtime) : null;

  React.useEffect(() => {
    latestOptions.current = options;
    observer?.setOptions(options);
  }, [observer, options]);

  const result = React.useSyncExternalStore(
    React.useCallback(
      (onStoreChange: () => void) =>
        observer && runtime ? observer.subscribe(runtime.notifyManager.batchCalls(onStoreChange)) : () => {},
      [observer, runtime],
    ),
    () => observer?.getCurrentResult() ?? IDLE,
    () => observer?.getCurrentResult() ?? IDLE,
  );

  const mutateAsync = React.useCallback(
    async (variables: Variables) => observerOf(await loadQueryRuntime()).mutate(variables),
    [observerOf],
  );
  const mutate = React.useCallback(
    (variables: Variables) => void mutateAsync(variables).catch(() => {}),
    [mutateAsync],
  );
  return { ...result, mutate, mutateAsync } as ApiMutationResult<T, Variables>;
}
