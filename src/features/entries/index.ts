/**
 * The entries feature as other features see it: import from here, never from its files. The event pages import it, so
 * everything named here is in their first-load JavaScript (webpack keeps a re-exported module that may have side
 * effects): the confirm and complete pages are not named here, their templates import them from their files.
 */
export { ScheduleEntryAction, EntryAnnouncement, type EntryActionSchedule } from "./components/schedule-entry-action";
export { useEventEntries, type EventEntries } from "./use-event-entries";
export type { ActionEvent } from "./schedule-action";
export { LotteryRecord } from "./components/lottery-record";
