export { useApiMutation, useApiQuery } from "./use-api-query";
export { apiQuery } from "./api-query";
export { appQueryClient } from "./app-query-client";
export { createQueryClient } from "./query-client";
