import type { CurrentUser } from "../../domain/api/current-user";
import type { MyEntry } from "../../domain/api/entries";
import type { EventDetail, Schedule } from "../../domain/api/event-detail";
import type { EventCategory } from "../../domain/event-category";
import type { EntryProblem } from "./entry-error-message";
import { activeEntryFor, entryDeadlinePassed, outsideTargetYears } from "./schedule-action";

/** What the confirm page can show before the student presses the button. */
export type ConfirmCheck =
  | { kind: "ready"; event: EventDetail; schedule: Schedule }
  | { kind: "external"; event: EventDetail; url: string }
  | { kind: "problem"; problem: EntryProblem };

/**
 * Whether the schedule can be entered, from the event (GET /api/v1/events/{id}), the student and their upcoming
 * entries: an unknown schedule or an event of another category → not_found (as the API's 404 would); then the
 * same order as the event page: canceled or closed → entry_closed, the student's live entry → already_entered,
 * full → schedule_full, graduation year not targeted → not_eligible.
 */
export function checkConfirm(
  event: EventDetail,
  routeCategory: EventCategory,
  scheduleId: number,
  user: CurrentUser,
  entries: readonly MyEntry[],
  now: Date,
): ConfirmCheck {
  const schedule = event.schedules.find((candidate) => candidate.id === scheduleId);
  if (!schedule || event.category !== routeCategory) return { kind: "problem", problem: "not_found" };
  if (event.application_url) return { kind: "external", event, url: event.application_url };
  if (activeEntryFor(entries, event.id, schedule.id)) return { kind: "problem", problem: "already_entered" };
  if (schedule.canceled || schedule.stopped_entry || entryDeadlinePassed(schedule, now)) return { kind: "problem", problem: "entry_closed" };
  if (schedule.has_reached_admission_limit) return { kind: "problem", problem: "schedule_full" };
  if (outsideTargetYears(event.event_graduate_years, user.graduate_year_number)) return { kind: "problem", problem: "not_eligible" };
  return { kind: "ready", event, schedule };
}
