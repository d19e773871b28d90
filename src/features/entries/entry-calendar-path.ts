import { apiPath, apiPaths } from "@core/api-paths";

/** /api/v1/entries/{entry_id}/calendar.ics: the entry's schedule as an iCalendar file (a plain link, not a call). */
export function entryCalendarPath(entryId: number): string {
  return apiPath(apiPaths.myEntryCalendar, { entry_id: entryId });
}
