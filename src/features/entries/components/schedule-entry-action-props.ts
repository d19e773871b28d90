import type { ApiRequester } from "@/lib/api";
import type { ActionEvent } from "../schedule-action";
import type { EventEntries } from "../use-event-entries";
import type { EntryActionSchedule } from "./schedule-summary";

/** What a schedule row's action needs: the lazily loaded row action (row-entry-action.tsx) takes the same. */
export type ScheduleEntryActionProps = {
  schedule: EntryActionSchedule;
  event: ActionEvent;
  /** every schedule of the event (for the 日程変更 choices) */
  schedules: readonly EntryActionSchedule[];
  entries: EventEntries;
  now: Date | null;
  client?: ApiRequester;
  /** the run-time `entry_courses_with_event` flag: schedules with courses lead to the courses page */
  entryCourses?: boolean;
};
