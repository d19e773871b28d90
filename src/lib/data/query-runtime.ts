/**
 * What the data layer's hooks need of TanStack Query at run time, in a chunk of its own: use-query-runtime.ts loads
 * it with `import()` when a component using a hook mounts, so no page carries the library in its first-load JS
 * (docs/decisions/browser-data-layer.md).
 */
export { MutationObserver, notifyManager, QueryObserver } from "@tanstack/query-core";
export { appQueryClient } from "./app-query-client";
