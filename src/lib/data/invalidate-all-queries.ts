import { loadQueryRuntime } from "./use-query-runtime";

/**
 * After a change that every personal answer may depend on (the student's graduation year decides listings, target
 * marks and entry checks): every cached answer becomes stale, the ones on screen are fetched again at once, the rest
 * when a page next uses them.
 */
export async function invalidateAllQueries(): Promise<void> {
  const { appQueryClient } = await loadQueryRuntime();
  await appQueryClient.invalidateQueries();
}
