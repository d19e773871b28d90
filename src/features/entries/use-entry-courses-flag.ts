import { ENTRY_COURSES_FLAG, useSettledFeatureFlag } from "@/lib/feature-flags";

/**
 * The run-time `entry_courses_with_event` flag for the entry pages: `undefined` until the run-time answer is in, so
 * that a page never redirects (or skips the course choice) on an out-of-date build value.
 */
export function useEntryCoursesFlag(): boolean | undefined {
  return useSettledFeatureFlag(ENTRY_COURSES_FLAG);
}
