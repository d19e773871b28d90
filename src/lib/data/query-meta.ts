/**
 * A query's `meta`: `onFailure` runs once when the query fails for good (after its retry; never when it is cancelled
 * because its component went away), where a loader used to log its failed call (query-client.ts).
 */
declare module "@tanstack/query-core" {
  interface Register {
    queryMeta: { onFailure?: (error: unknown) => void };
  }
}

export {};
