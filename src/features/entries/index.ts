/** The entries feature as other features see it: import from here, never from its files. */
export { ScheduleEntryAction, EntryAnnouncement, type EntryActionSchedule } from "./components/schedule-entry-action";
export { useEventEntries, type EventEntries } from "./use-event-entries";
export type { ActionEvent } from "./schedule-action";
