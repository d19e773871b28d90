import type { EngagementData } from "./build-engagement";
import type { EventsData } from "./build-events";
import { DEMO_USER_EMAILS, type UsersData } from "./build-users";
import { addDays } from "../time";

const DAY_MS = 86_400_000;

/**
 * The 本選考 that shows the entrant's schedule page (issue 32) on a fresh seed: the last published selection event
 * (entered on this site, no lottery) open to the demo student with a future schedule without a seat limit collects a
 * PDF résumé (reception open since two weeks, deadline the day before the schedule) and gets two assignments (one
 * open now, one whose period starts later); the demo student gets an entry of that schedule when they have none in
 * the event. Deterministic and drawn from no random stream, so every other row of the seed stays as it was.
 */
export function addResumeSample(events: EventsData, users: UsersData, engagement: EngagementData, now: Date): void {
  const demo = users.users.find((user) => user.email === DEMO_USER_EMAILS[0]);
  if (!demo) return;
  const nowMs = now.getTime();
  const demoEventIds = new Set(engagement.entries.filter((e) => e.userId === demo.id).map((e) => e.eventId));
  const candidates = events.events.filter(
    (event) =>
      event.category === "entry" &&
      event.published &&
      (event.publishedAt == null || event.publishedAt.getTime() <= nowMs) &&
      event.applicationUrl == null &&
      !event.lottery &&
      !demoEventIds.has(event.id) &&
      (event.graduateYears?.length === 0 || event.graduateYears?.includes(demo.graduateYear ?? -1)),
  );
  for (const event of candidates.reverse()) {
    const schedule = events.schedules.find(
      (candidate) =>
        candidate.eventId === event.id &&
        !candidate.canceled &&
        !candidate.stoppedEntry &&
        candidate.admissionLimitNumber == null &&
        candidate.startAt.getTime() > nowMs + 5 * DAY_MS &&
        candidate.timeLimitAt.getTime() > nowMs,
    );
    if (!schedule) continue;
    // resume_format is left to its default, pdf: the bulk insert lists a column for every row once one row sets it
    event.resumePublished = true;
    event.resumePublishAt = addDays(now, -14);
    event.resumeSubmissionLimitAt = addDays(schedule.startAt, -1);
    events.eventQuestions.push(
      {
        id: events.eventQuestions.length + 1,
        scheduleId: schedule.id,
        title: "一次選考課題：自己PR動画（3分以内）",
        url: `https://forms.mirai-career.example/questions/${schedule.id}/pr-video`,
        startAt: addDays(now, -7),
        endAt: addDays(schedule.startAt, -2),
        showLink: true,
      },
      {
        id: events.eventQuestions.length + 2,
        scheduleId: schedule.id,
        title: "最終選考課題：事業提案レポート",
        url: `https://forms.mirai-career.example/questions/${schedule.id}/proposal`,
        startAt: addDays(schedule.startAt, 1),
        endAt: addDays(schedule.startAt, 14),
        showLink: false,
      },
    );
    const enteredAt = addDays(now, -1);
    engagement.entries.push({
      id: engagement.entries.length + 1,
      eventId: event.id,
      scheduleId: schedule.id,
      userId: demo.id,
      courseId: null,
      state: "entried",
      inflow: "event_detail",
      clientType: "web",
      createdAt: enteredAt,
      updatedAt: enteredAt,
      entriedAt: enteredAt,
    });
    return;
  }
}
