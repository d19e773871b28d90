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
 * The runtime once its chunk is there, else null (and the load starts after mount). The server, and the hydrating
 * render, always see null: what was prerendered is what the first client render shows.
 */
export function useQueryRuntime(): QueryRuntime | null {
  const loaded = React.useSyncExternalStore(
    subscribe,
    () => runtime,
    () => null,
  );
  React.useEffect(() => {
    if (!runtime) void loadQueryRuntime();
  }, []);
  return loaded;
}
