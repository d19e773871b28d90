export { useApiQuery, type ApiQueryResult } from "./use-api-query";
export { useApiMutation, type ApiMutationResult } from "./use-api-mutation";
export { apiQuery } from "./api-query";
export { useHydrated } from "./use-hydrated";
export { invalidateAllQueries } from "./invalidate-all-queries";
