/** The entries feature as other features and templates see it: import from here, never from its files. */
export { ScheduleEntryAction, EntryAnnouncement, type EntryActionSchedule } from "./components/schedule-entry-action";
export { EntryConfirmPage } from "./components/entry-confirm-page";
export { EntryCompletePage } from "./components/entry-complete-page";
export { PageStatus } from "./components/entry-page-parts";
export { entryIdFromHistoryState } from "./complete-entry";
export { useEventEntries, type EventEntries } from "./use-event-entries";
export type { ActionEvent } from "./schedule-action";
export { LotteryRecord } from "./components/lottery-record";
