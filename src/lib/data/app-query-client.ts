import { createQueryClient } from "./query-client";

/**
 * The app's one QueryClient. The hooks of use-api-query.ts hand it to TanStack Query themselves instead of a
 * provider at the root: a provider would put the library (7.5 KiB gzipped with the client) into every page's first
 * load, over the 100 KiB budget; this way only the chunks that fetch carry it (docs/decisions/browser-data-layer.md).
 */
export const appQueryClient = createQueryClient();
