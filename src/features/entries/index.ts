/**
 * The entries feature as pages, templates and other features see it: import from here, never from its files. A page keeps only the modules whose exports it uses
 * (webpack is told a feature's modules have no side effects: FEATURE_MODULES_RULE in gatsby/on-create-webpack-config.ts),
 * so naming the confirm and complete pages here adds nothing to the event pages' first-load JavaScript.
 */
export { ScheduleEntryAction, EntryAnnouncement, type EntryActionSchedule } from "./components/schedule-entry-action";
export { useEventEntries, type EventEntries } from "./use-event-entries";
export type { ActionEvent } from "./schedule-action";
export { LotteryRecord } from "./components/lottery-record";
export { PageStatus } from "./components/entry-page-parts";
export { MyCourseEntriesPage } from "./components/my-course-entries-page";
export { CourseEntryPage } from "./components/course-entry-page";
export { entryIdFromHistoryState } from "./complete-entry";
export { EntryCompletePage } from "./components/entry-complete-page";
export { EntryConfirmPage } from "./components/entry-confirm-page";
export { EntryCoursesPage } from "./components/entry-courses-page";
