import { z } from "zod";
import type { Db } from "../../db/client";
import { apiPaths } from "../../core/api-paths";
import {
  calendarFeedResponseSchema,
  changeEntryBodySchema,
  createEntryBodySchema,
  entryIdParamsSchema,
  entryResponseSchema,
  myEntriesQuerySchema,
  myEntriesResponseSchema,
  myEntryResponseSchema,
  scheduleEntryParamsSchema,
} from "../../core/api/entries";
import type { EntryState } from "../../core/entries/entry-state";
import { buildCalendar, ICS_CONTENT_TYPE } from "../calendar/entry-ics";
import { ApiError } from "../platform/http/api-error";
import { parsePathId } from "../platform/http/path-id";
import { afterResponse } from "../platform/http/after-response";
import { defineRoute } from "../platform/http/define-route";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { sendMail } from "../platform/mail/send-mail";
import { siteOrigin } from "../platform/mail/site-origin";
import { readCalendarFeedUrl, rotateCalendarFeed, secretOfFeedFile } from "./calendar-feed-service";
import { createEntry } from "./create-entry";
import { entryCalendar, feedCalendar, readEntryMailFacts } from "./entry-calendar";
import { entryCancellationMail, entryConfirmationMail } from "./entry-mails";
import { entryMailNotes, readEntryScheduleMailFacts } from "./entry-mail-notes";
import { cancelMyEntry, listMyEntries, loadMyEntry, moveMyEntry } from "./my-entries";
import { joinWaitlist, mailSeatOffers, takeHeldSeat, type SeatOffer } from "./waitlist";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw invalidParameter(IDEMPOTENCY_KEY_HEADER, "must be 1–255 visible ASCII characters");
  return key;
}

const signedIn = { 401: { description: "No signed-in student" } };
const entryNotFound = { 404: { description: "No entry of the signed-in student with this id" } };

/** Mails are sent after the commit: a failing mail never undoes an entry (it is logged without personal data). */
async function sendEntryMail(
  db: Db,
  userId: string,
  entryId: number,
  origin: string,
  kind: "entry" | "cancel",
  state: EntryState,
): Promise<void> {
  try {
    const [facts, scheduleFacts] = await Promise.all([
      readEntryMailFacts(db, userId, entryId, origin),
      readEntryScheduleMailFacts(db, entryId),
    ]);
    if (!facts) return;
    const { to, item } = facts;
    const notes = entryMailNotes(scheduleFacts, kind === "entry" ? state : "canceled", origin);
    const mail =
      kind === "entry"
        ? entryConfirmationMail({ to, item, state, ics: buildCalendar([item], new Date()), notes })
        : entryCancellationMail({ to, item, ics: buildCalendar([item], new Date()), notes });
    await sendMail(db, mail);
  } catch (error) {
    console.error(
      `entry ${kind} mail for entry ${entryId} failed:`,
      error instanceof Error ? error.message : "unknown error",
    );
  }
}

export const createEntryRoute = defineRoute(
  {
    operationId: "createEntry",
    summary:
      "Enters the signed-in student for a schedule (lottery events: a lottery application, state pre_entried); " +
      "a canceled entry of the same schedule is reopened. With Idempotency-Key, a repeat within 24 h gets the first answer and creates nothing",
    paths: [apiPaths.scheduleEntries],
    methods: ["POST"],
    auth: "student",
    params: scheduleEntryParamsSchema,
    body: createEntryBodySchema,
    response: entryResponseSchema,
    successStatus: 201,
    personal: true,
    requestHeaders: [
      {
        name: IDEMPOTENCY_KEY_HEADER,
        description:
          "Any 1–255 visible ASCII characters, new for each intended entry: the same key from the same student within 24 h answers the first answer again",
        maxLength: 255,
      },
    ],
    otherResponses: {
      ...signedIn,
      404: { description: "Unknown or unpublished event or schedule, or a schedule of another event" },
      409: {
        description:
          "schedule_full (no seat left), entry_closed (deadline passed, entry stopped, schedule canceled or started), " +
          "already_entered (the student has an active entry of this event: one per event, move it with PATCH), " +
          "not_eligible (the event is for other graduation years, or the student has set none)",
      },
    },
  },
  async ({ db, req, url, params, body, context, requireViewer }) => {
    const viewer = await requireViewer();
    // before any write: a missing site origin must fail the request, not the mail after the commit
    const origin = siteOrigin(url);
    const eventId = parsePathId(params.event_id, "Event");
    const scheduleId = parsePathId(params.schedule_id, "Schedule");
    const result = await createEntry(db, {
      userId: viewer.userId,
      eventId,
      scheduleId,
      ...(body.course_id === undefined ? {} : { courseId: body.course_id }),
      ...optional("idempotencyKey", idempotencyKeyOf(req)),
    });
    const created = result.created;
    if (created)
      await afterResponse(context, () =>
        sendEntryMail(db, viewer.userId, created.entryId, origin, "entry", created.state),
      );
    const headers = result.replayed ? { "Idempotent-Replayed": "true" } : undefined;
    return Response.json(result.answer.body, { status: result.answer.status, ...(headers ? { headers } : {}) });
  },
);

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export const listMyEntriesRoute = defineRoute(
  {
    operationId: "listMyEntries",
    summary:
      "The signed-in student's entries: scope upcoming (default; schedules not yet ended, soonest first) or past (latest first); " +
      "every state is listed, canceled entries included",
    paths: [apiPaths.myEntries],
    methods: ["GET"],
    auth: "student",
    query: myEntriesQuerySchema,
    response: myEntriesResponseSchema,
    personal: true,
    otherResponses: signedIn,
  },
  async ({ db, query, requireViewer }) => {
    const viewer = await requireViewer();
    return listMyEntries(db, viewer.userId, query);
  },
);

export const getMyEntryRoute = defineRoute(
  {
    operationId: "getMyEntry",
    summary: "One entry of the signed-in student, with its event, schedule and what the student may still do",
    paths: [apiPaths.myEntry],
    methods: ["GET"],
    auth: "student",
    params: entryIdParamsSchema,
    response: myEntryResponseSchema,
    personal: true,
    otherResponses: { ...signedIn, ...entryNotFound },
  },
  async ({ db, params, requireViewer }) => {
    const viewer = await requireViewer();
    const entry = await loadMyEntry(db, viewer.userId, parsePathId(params.entry_id, "Entry"));
    if (!entry) throw new ApiError(404, "not_found", "No entry of yours with this id");
    return { entry };
  },
);

export const cancelMyEntryRoute = defineRoute(
  {
    operationId: "cancelMyEntry",
    summary:
      "Cancels an entry of the signed-in student (state canceled, canceled_at set; a seat it held is freed) and mails a confirmation",
    paths: [apiPaths.myEntry],
    methods: ["DELETE"],
    auth: "student",
    params: entryIdParamsSchema,
    response: entryResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      ...entryNotFound,
      409: {
        description:
          "entry_closed: the schedule has started, or the entry's state cannot be canceled (attended, absenced, defeated, canceled)",
      },
    },
  },
  async ({ db, url, params, context, requireViewer }) => {
    const viewer = await requireViewer();
    const origin = siteOrigin(url);
    const entryId = parsePathId(params.entry_id, "Entry");
    const offers: SeatOffer[] = [];
    const entry = await cancelMyEntry(db, viewer.userId, entryId, new Date(), offers);
    await afterResponse(context, async () => {
      await sendEntryMail(db, viewer.userId, entryId, origin, "cancel", entry.state);
      await afterResponse(context, () => mailSeatOffers(db, offers, origin));
    });
    return { entry };
  },
);

export const moveMyEntryRoute = defineRoute(
  {
    operationId: "moveMyEntry",
    summary:
      "Moves an entry that holds a seat (entried, elected) to another schedule of the same event that takes entries and has a seat, atomically",
    paths: [apiPaths.myEntry],
    methods: ["PATCH"],
    auth: "student",
    params: entryIdParamsSchema,
    body: changeEntryBodySchema,
    response: entryResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      ...entryNotFound,
      409: {
        description:
          "entry_closed (the entry's state cannot be moved, its schedule has started, or the chosen schedule takes no entries), " +
          "schedule_full (no seat on the chosen schedule), already_entered (the student has another entry for the chosen schedule)",
      },
    },
  },
  async ({ db, url, params, body, context, requireViewer }) => {
    const viewer = await requireViewer();
    const origin = siteOrigin(url);
    const offers: SeatOffer[] = [];
    const { entry } = await moveMyEntry(
      db,
      viewer.userId,
      parsePathId(params.entry_id, "Entry"),
      body.schedule_id,
      new Date(),
      offers,
    );
    await afterResponse(context, () => mailSeatOffers(db, offers, origin));
    return { entry };
  },
);

export const myEntryCalendarRoute = defineRoute(
  {
    operationId: "myEntryCalendar",
    summary:
      "One entry of the signed-in student as an RFC 5545 calendar (.ics); needs no ajax marker, so a plain link can download it",
    paths: [apiPaths.myEntryCalendar],
    methods: ["GET"],
    auth: "student",
    params: entryIdParamsSchema,
    response: z.string(),
    mediaType: "text/calendar",
    ajaxMarker: false,
    personal: true,
    otherResponses: { ...signedIn, ...entryNotFound },
  },
  async ({ db, url, params, requireViewer }) => {
    const viewer = await requireViewer();
    const entryId = parsePathId(params.entry_id, "Entry");
    const ics = await entryCalendar(db, viewer.userId, entryId, siteOrigin(url));
    if (ics === null) throw new ApiError(404, "not_found", "No entry of yours with this id");
    return new Response(ics, {
      headers: {
        "Content-Type": ICS_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="entry-${entryId}.ics"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);

export const getCalendarFeedRoute = defineRoute(
  {
    operationId: "getCalendarFeed",
    summary: "The signed-in student's calendar feed URL; null until created with POST",
    paths: [apiPaths.calendarFeedSettings],
    methods: ["GET"],
    auth: "student",
    response: calendarFeedResponseSchema,
    personal: true,
    otherResponses: signedIn,
  },
  async ({ db, url, requireViewer }) => {
    const viewer = await requireViewer();
    return readCalendarFeedUrl(db, viewer.userId, siteOrigin(url));
  },
);

export const rotateCalendarFeedRoute = defineRoute(
  {
    operationId: "rotateCalendarFeed",
    summary: "Creates the signed-in student's calendar feed URL, or replaces it: the old URL stops working at once",
    paths: [apiPaths.calendarFeedSettings],
    methods: ["POST"],
    auth: "student",
    response: calendarFeedResponseSchema,
    personal: true,
    otherResponses: signedIn,
  },
  async ({ db, url, requireViewer }) => {
    const viewer = await requireViewer();
    return rotateCalendarFeed(db, viewer.userId, siteOrigin(url));
  },
);

export const calendarFeedParamsSchema = z.object({ feed_file: z.string() });

export const calendarFeedRoute = defineRoute(
  {
    operationId: "calendarFeed",
    summary:
      "A student's calendar feed ({secret}.ics, the URL from /api/v1/calendar_feed): every entry not canceled, as VEVENTs with event facts only. " +
      "The secret in the path is the only credential; no ajax marker, so calendar apps can subscribe",
    paths: [apiPaths.calendarFeed],
    methods: ["GET"],
    auth: "public",
    params: calendarFeedParamsSchema,
    response: z.string(),
    mediaType: "text/calendar",
    ajaxMarker: false,
    personal: true,
    otherResponses: { 404: { description: "Unknown, rotated or malformed feed secret" } },
  },
  async ({ db, url, params }) => {
    const secret = secretOfFeedFile(params.feed_file);
    const ics = secret === null ? null : await feedCalendar(db, secret, siteOrigin(url));
    if (ics === null) throw new ApiError(404, "not_found", "No calendar feed at this address");
    return new Response(ics, { headers: { "Content-Type": ICS_CONTENT_TYPE, "Cache-Control": "private, no-store" } });
  },
);

/** Served by functions/entries.mts. */
export const joinWaitlistRoute = defineRoute(
  {
    operationId: "joinWaitlist",
    summary:
      "Puts the signed-in student on the waitlist of a full schedule (state remained) until it starts; a lottery loser (defeated) " +
      "or a canceled entry of the schedule moves there. A freed seat is held 24 h for the first waitlisted student",
    paths: [apiPaths.scheduleWaitlist],
    methods: ["POST"],
    auth: "student",
    params: scheduleEntryParamsSchema,
    response: entryResponseSchema,
    successStatus: 201,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "Unknown or unpublished event or schedule, or a schedule of another event" },
      409: {
        description:
          "entry_closed (canceled, entry stopped or started), not_eligible, already_entered (another active entry of the event), " +
          "conflict (a seat is free: enter instead)",
      },
    },
  },
  async ({ db, params, requireViewer }) => {
    const viewer = await requireViewer();
    const entry = await joinWaitlist(db, {
      userId: viewer.userId,
      eventId: parsePathId(params.event_id, "Event"),
      scheduleId: parsePathId(params.schedule_id, "Schedule"),
    });
    return { entry };
  },
);

export const takeHeldSeatRoute = defineRoute(
  {
    operationId: "takeHeldSeat",
    summary: "The waitlisted student takes the seat held for them (remained → entried) before the 24-hour hold expires",
    paths: [apiPaths.myEntrySeat],
    methods: ["POST"],
    auth: "student",
    params: entryIdParamsSchema,
    response: entryResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      ...entryNotFound,
      409: { description: "entry_closed: no seat is held for this entry, or the hold expired" },
    },
  },
  async ({ db, url, params, context, requireViewer }) => {
    const viewer = await requireViewer();
    const origin = siteOrigin(url);
    const entryId = parsePathId(params.entry_id, "Entry");
    const entry = await takeHeldSeat(db, viewer.userId, entryId);
    await afterResponse(context, () => sendEntryMail(db, viewer.userId, entryId, origin, "entry", entry.state));
    return { entry };
  },
);

export const entryRoutes = [
  joinWaitlistRoute,
  takeHeldSeatRoute,
  createEntryRoute,
  listMyEntriesRoute,
  getMyEntryRoute,
  cancelMyEntryRoute,
  moveMyEntryRoute,
  myEntryCalendarRoute,
  getCalendarFeedRoute,
  rotateCalendarFeedRoute,
];
/** Served by functions/calendar-feed.mts (no session: the secret is the credential). */
export const calendarFeedRoutes = [calendarFeedRoute];
