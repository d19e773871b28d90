type WithClosestSchedule = {
  closest_schedule: { start_at: string; time_limit_at: string | null } | null;
};

/**
 * Deadlines are computed at build time; in the browser, drop the events whose entry has closed since
 * (deadline = time_limit_at, or start_at when there is none). Events without an open schedule are dropped too.
 */
export function hidePassedDeadlines<Event extends WithClosestSchedule>(events: readonly Event[], now: Date): Event[] {
  return events.filter((event) => {
    const schedule = event.closest_schedule;
    if (schedule === null) return false;
    return new Date(schedule.time_limit_at ?? schedule.start_at).getTime() > now.getTime();
  });
}
