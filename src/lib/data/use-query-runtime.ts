import * as React from "react";

export type QueryRuntime = typeof import("./query-runtime");

let runtime: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | null = null;
const listeners = new Set<() => void>();

/** Loads the data layer's runtime chunk (query-runtime.ts) once; every later call gets the same promise. */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  loading ??= import("./query-runtime").then((loaded) => {
    runtime = loaded;
    listeners.forEach((listener) => listener());
    return loaded;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The runtime once its chunk is there, else null. `wanted` (a query that may run): the chunk is asked for as the
 * component renders, already while it hydrates, as React.lazy does; a failed load is a chunk load error like any
 * other (src/lib/runtime/chunk-load-error.ts). The server, and the hydrating render, always see null: what was
 * prerendered is what the first client render shows.
 */
export function useQueryRuntime(wanted: boolean): QueryRuntime | null {
  if (wanted && !runtime && typeof window !== "undefined") void loadQueryRuntime();
  return React.useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  );
}
