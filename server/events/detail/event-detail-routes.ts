import { apiPaths } from "../../../core/api-paths";
import type { Db } from "../../../db/client";
import type { Viewer } from "../../auth/authenticate";
import {
  checkinCompaniesQuerySchema,
  checkinGroupResponseSchema,
  enteredScheduleResponseSchema,
  eventDetailQuerySchema,
  eventDetailSchema,
  eventIdParamsSchema,
  eventLabelsResponseSchema,
  internshipBasicInformationSchema,
  officialCompaniesResponseSchema,
  otherPublishedEventsResponseSchema,
  schedulesResponseSchema,
} from "../../../core/api/event-detail";
import { matchesGraduationYear } from "../../../core/entries/viewer-event-facts";
import { defineRoute } from "../../platform/http/define-route";
import { viewerAwareResponse } from "../../platform/http/viewer-aware-response";
import { loadCheckinGroup } from "../../checkin/booths/booth-service";
import { loadNotVotedCompanies } from "../../checkin/reviews/attendee-reviews";
import { bookmarkIdOf } from "../../engagement/clip-service";
import { deriveAlertMessage } from "./alert-message";
import { buildEventDetail } from "./build-event-detail";
import { buildInternshipBasicInformation } from "./build-internship-basic-information";
import { eventNotFound, parseEventId } from "../../event-records/event-id";
import { loadCompanySummaries } from "./load-company-summaries";
import { loadEnteredSchedule } from "./load-entered-schedule";
import { loadEventRow, type EventRecord } from "../../event-records/load-event-row";
import { loadParticipantCompanyIds } from "../../event-records/load-host-companies";
import { loadSchedules } from "./load-schedules";
import { loadGraduateYear } from "../../users/graduate-year";
import { loadStudentEventFacts, personaliseEventDetail, personaliseSchedules } from "./student-event-facts";
import { loadOtherPublishedEvents } from "./other-published-events";

/**
 * Reading A; for a signed-in student with their fields (entry, user, changeable_schedules, matches_graduation_year,
 * show_ticket, each schedule's entry), `bookmark_id` (their clip's id) and `not_voted_companies` (the companies their
 * attended entry may still review), answered `private, no-store`.
 */
async function eventDetailForViewer(db: Db, event: EventRecord, viewer: Viewer | null): Promise<Response> {
  const now = new Date();
  const [detail, bookmarkId, facts, notVoted] = await Promise.all([
    buildEventDetail(db, event, now),
    bookmarkIdOf(db, viewer?.userId ?? null, event.id),
    viewer ? loadStudentEventFacts(db, viewer.userId, event.id) : Promise.resolve(null),
    viewer ? loadNotVotedCompanies(db, viewer.userId, event) : Promise.resolve([]),
  ]);
  const personal = facts ? personaliseEventDetail(detail, facts, now) : detail;
  // the booths the student has visited with their entry of the fair (the check-in group's is_checked_in)
  const visited =
    viewer && personal.checkinable_companies.length > 0
      ? new Set(
          (await loadCheckinGroup(db, event.id, viewer.userId)).companies
            .filter((company) => company.is_checked_in)
            .map((company) => company.id),
        )
      : null;
  const checkinable = visited
    ? personal.checkinable_companies.map((company) => ({ ...company, is_checked_in: visited.has(company.id) }))
    : personal.checkinable_companies;
  return viewerAwareResponse(
    { ...personal, checkinable_companies: checkinable, bookmark_id: bookmarkId, not_voted_companies: notVoted },
    viewer,
  );
}

const notFound = { 404: { description: "No published event has this id" } } as const;

export const getEventDetailRoute = defineRoute(
  {
    operationId: "getEventDetail",
    summary: "Event detail (spec §3 Reading A); 404 when event_category is given and is not the event's category",
    // A non-digit segment (free_word_search, joint_job_fairs, past_events) is another function's literal path: the
    // function file excludes those paths, and the handler answers 404 for any other non-digit id.
    paths: [apiPaths.event],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    query: eventDetailQuerySchema,
    response: eventDetailSchema,
    otherResponses: notFound,
  },
  async ({ params, query, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    if (query.event_category && query.event_category !== event.category) throw eventNotFound();
    return eventDetailForViewer(db, event, await viewer());
  },
);

export const getMiraiHostingEventRoute = defineRoute(
  {
    operationId: "getMiraiHostingEvent",
    summary: "Detail (Reading A) of an event hosted by Mirai itself; 404 for any other event",
    paths: [apiPaths.appMiraiHostingEvent],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    response: eventDetailSchema,
    otherResponses: { 404: { description: "No published Mirai-hosted event has this id" } },
  },
  async ({ params, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    if (!event.isMiraiHostingEvent) throw eventNotFound();
    return eventDetailForViewer(db, event, await viewer());
  },
);

export const getInternshipBasicInformationRoute = defineRoute(
  {
    operationId: "getInternshipBasicInformation",
    summary:
      "Renewed internship detail (spec §3 Reading B); 404 for events of other categories. For a signed-in student " +
      "not_voted_event_companies lists the companies their attended entry may still review (private, no-store)",
    paths: [apiPaths.eventInternshipBasicInformation, apiPaths.appEventInternshipBasicInformation],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    response: internshipBasicInformationSchema,
    otherResponses: { 404: { description: "No published internship has this id" } },
  },
  async ({ params, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    if (event.category !== "internship") throw eventNotFound();
    const student = await viewer();
    const [basic, notVoted] = await Promise.all([
      buildInternshipBasicInformation(db, event),
      student ? loadNotVotedCompanies(db, student.userId, event) : Promise.resolve([]),
    ]);
    return viewerAwareResponse({ ...basic, not_voted_event_companies: notVoted }, student);
  },
);

export const getEnteredScheduleRoute = defineRoute(
  {
    operationId: "getEnteredSchedule",
    summary: "The signed-in student's entered schedule of an event (spec §3 Entered schedule); 404 without an entry",
    paths: [apiPaths.eventEnteredSchedule, apiPaths.appEventEnteredSchedule],
    methods: ["GET"],
    auth: "student",
    params: eventIdParamsSchema,
    response: enteredScheduleResponseSchema,
    personal: true,
    otherResponses: {
      401: { description: "No signed-in student" },
      404: { description: "No published event has this id, or the student has no entry for it" },
    },
  },
  async ({ params, db, requireViewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    return loadEnteredSchedule(db, event, (await requireViewer()).userId);
  },
);

export const listEventSchedulesRoute = defineRoute(
  {
    operationId: "listEventSchedules",
    summary: "Schedules of an event (spec §3 Schedule), with remaining-seat and entry state",
    paths: [apiPaths.eventSchedules, apiPaths.appEventSchedules],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    response: schedulesResponseSchema,
    // seats change with every entry
    maxAgeSeconds: 30,
    otherResponses: notFound,
  },
  async ({ params, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    const signedIn = await viewer();
    const [schedules, facts] = await Promise.all([
      loadSchedules(db, event.id),
      signedIn ? loadStudentEventFacts(db, signedIn.userId, event.id) : null,
    ]);
    return viewerAwareResponse(
      { schedules: facts ? personaliseSchedules(schedules, event.graduateYears, facts) : schedules },
      signedIn,
    );
  },
);

export const getEventLabelsRoute = defineRoute(
  {
    operationId: "getEventLabels",
    summary: "Labels of an event: trend, target graduate year (false without a student or their year), alert message",
    paths: [apiPaths.eventLabels, apiPaths.appEventLabels],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    response: eventLabelsResponseSchema,
    maxAgeSeconds: 30,
    otherResponses: notFound,
  },
  async ({ params, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    const signedIn = await viewer();
    const [schedules, graduateYear] = await Promise.all([
      loadSchedules(db, event.id),
      signedIn ? loadGraduateYear(db, signedIn.userId) : null,
    ]);
    const labels = {
      is_trend_event: event.isTrendEvent,
      is_target_graduate_year: matchesGraduationYear(event.graduateYears, graduateYear) === true,
      alert_message: deriveAlertMessage(schedules),
    };
    return viewerAwareResponse(labels, signedIn);
  },
);

export const listOfficialCompaniesRoute = defineRoute(
  {
    operationId: "listEventOfficialCompanies",
    summary:
      "Host and participating companies of an event that have an official page (spec §3 Company summary); " +
      "liked/followed are the signed-in student's follows (private, no-store), false anonymously",
    paths: [apiPaths.eventOfficialCompanies, apiPaths.appEventOfficialCompanies],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    response: officialCompaniesResponseSchema,
    otherResponses: notFound,
  },
  async ({ params, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    const student = await viewer();
    const participantIds = await loadParticipantCompanyIds(db, event.id, event.hostCompanyId);
    const summaries = await loadCompanySummaries(
      db,
      event.hostCompanyId === null ? participantIds : [event.hostCompanyId, ...participantIds],
      student?.userId ?? null,
    );
    return viewerAwareResponse(
      { official_companies: summaries.filter((summary) => summary.is_official_company) },
      student,
    );
  },
);

export const listOtherPublishedEventsRoute = defineRoute(
  {
    operationId: "listOtherPublishedEvents",
    summary: "Other published events of the event's host company (list items)",
    paths: [apiPaths.eventOtherPublishedEvents, apiPaths.appEventOtherPublishedEvents],
    methods: ["GET"],
    auth: "public",
    params: eventIdParamsSchema,
    response: otherPublishedEventsResponseSchema,
    otherResponses: notFound,
  },
  async ({ params, db }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    return { other_published_events: await loadOtherPublishedEvents(db, event) };
  },
);

export const listCheckinCompaniesRoute = defineRoute(
  {
    operationId: "listEventCheckinableCompanies",
    summary:
      "Companies a participant can check in to at the event (spec §3 check-in group): for a signed-in student, entry_id is their seat-holding entry of the event and is_checked_in their visits",
    paths: [apiPaths.eventCheckinableCompanies],
    methods: ["GET"],
    auth: "viewer",
    params: eventIdParamsSchema,
    query: checkinCompaniesQuerySchema,
    response: checkinGroupResponseSchema,
    otherResponses: notFound,
  },
  async ({ params, query, db, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    const student = await viewer();
    return viewerAwareResponse(await loadCheckinGroup(db, event.id, student?.userId ?? null, query.sort), student);
  },
);
