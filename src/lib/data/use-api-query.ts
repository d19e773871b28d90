import { useMutation, useQuery, type DefaultError, type QueryKey, type UseMutationOptions, type UseQueryOptions } from "@tanstack/react-query";
import { appQueryClient } from "./app-query-client";

/** `useQuery` on the app's QueryClient (its defaults: query-client.ts). */
export function useApiQuery<T, Key extends QueryKey = QueryKey>(options: UseQueryOptions<T, DefaultError, T, Key>) {
  return useQuery(options, appQueryClient);
}

/** `useMutation` on the app's QueryClient: never retried. */
export function useApiMutation<T, Variables = void>(options: UseMutationOptions<T, DefaultError, Variables>) {
  return useMutation(options, appQueryClient);
}
