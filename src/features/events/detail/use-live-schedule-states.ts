import { useMemo } from "react";
import { apiPaths } from "@core/api-paths";
import { api, isAbortError, type ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import type { ScheduleStatusInput } from "./schedule-status";

/** A schedule's state from the schedules API; seats left are only known at run time (null: no admission limit). */
export type LiveScheduleState = ScheduleStatusInput & { remaining_seat_count: number | null; has_course?: boolean };

export type LiveScheduleStates = ReadonlyMap<number, LiveScheduleState>;

const NONE: LiveScheduleStates = new Map();

/**
 * After hydration, the current seat and entry state of every schedule from the schedules API. Empty until it
 * answers and after a failure, so the page keeps its build values. `eventId` null: nothing is fetched (a preview's
 * values were read at request time, and an unpublished event has no public schedules).
 */
export function useLiveScheduleStates(eventId: number | null, client: ApiRequester = api): LiveScheduleStates {
  const query = useApiQuery({
    ...apiQuery(apiPaths.eventSchedules, { params: { event_id: eventId ?? 0 } }, client),
    enabled: eventId !== null,
    meta: {
      onFailure: (error) => {
        if (!isAbortError(error)) console.warn("Schedules could not be refreshed; showing the build values.", error);
      },
    },
  });
  return useMemo(
    () =>
      query.data
        ? new Map(
            query.data.schedules.map((schedule) => [
              schedule.id,
              {
                canceled: schedule.canceled,
                stopped_entry: schedule.stopped_entry,
                has_reached_admission_limit: schedule.has_reached_admission_limit,
                time_limit_at: schedule.time_limit_at,
                remaining_seat_count: schedule.remaining_seat_count,
                has_course: schedule.has_course,
              },
            ]),
          )
        : NONE,
    [query.data],
  );
}
