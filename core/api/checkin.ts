import { z } from "zod";
import { eventCategorySchema } from "../event-category-schema";
import { entrySchema, entryScheduleSummarySchema } from "./entries";
import { checkinCompanySchema } from "./event-detail";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * Check-in and attendance (issue 16; our paths, the spec names only the check-in companies list and attend_url).
 * Codes (docs/decisions/check-in-codes.md): every code is single-purpose, HMAC-signed with CHECKIN_SECRET, time-bound
 * and free of personal data. Venue codes rotate every 5 minutes per schedule (the current and the previous window are
 * accepted); booth codes are valid on the fair's days (JST) for one booth; ticket codes name one entry until its
 * schedule ends.
 */

/** A code as it arrives in a query or body: visible ASCII, short. The server checks the signature. */
export const checkinCodeSchema = z.string().regex(/^[A-Za-z0-9._-]{8,128}$/, "not a check-in code");

/** Path parameters of …/events/{event_id}/event_in/… (digits, else 404). */
export const eventInParamsSchema = z.object({ event_id: z.string() });

/** POST /api/v1/events/{event_id}/event_in/attend: the venue code shown at the door (QR → /event_in/attend/events/{id}?code=). */
export const venueCheckinBodySchema = z.strictObject({ code: checkinCodeSchema });
export type VenueCheckinBody = z.infer<typeof venueCheckinBodySchema>;

/**
 * 200: checked in (`attended`: state attended, `attended_at` set now) or already checked in before
 * (`already_attended`: nothing changes, the first `attended_at` stays). Refusals are 409 with error.code
 * `checkin_refused` and `details.reason` one of VENUE_CHECKIN_REFUSALS.
 */
export const venueCheckinResponseSchema = z.object({
  status: z.enum(["attended", "already_attended"]),
  entry: entrySchema,
  event: z.object({ id: z.number().int(), title: z.string(), category: eventCategorySchema }),
  schedule: entryScheduleSummarySchema,
});
export type VenueCheckinResponse = z.infer<typeof venueCheckinResponseSchema>;

/**
 * Why a venue check-in was refused (409 `checkin_refused`, `details.reason`):
 * - `no_entry`: the student holds no seat-holding entry of this event;
 * - `wrong_day`: the student's schedule is not on now's JST day (or has ended);
 * - `code_expired`: a genuine code of the student's schedule from an older window;
 * - `invalid_code`: not a code of the student's schedule (forged, mistyped, or another schedule's).
 */
export const VENUE_CHECKIN_REFUSALS = ["no_entry", "wrong_day", "code_expired", "invalid_code"] as const;
export const venueCheckinRefusalSchema = z.enum(VENUE_CHECKIN_REFUSALS);
export type VenueCheckinRefusal = z.infer<typeof venueCheckinRefusalSchema>;

/**
 * GET /api/v1/events/{event_id}/event_in/attend_url (spec §7 → status, attend_url). `attend_url` is our redirect
 * (GET /api/v1/events/{event_id}/event_in/live, a plain link) that records attendance and sends the student to the
 * schedule's live_url; it is non-null only when `status` is `open`.
 * - `open`: an entered student, from 30 minutes before the start to the end of their online schedule;
 * - `not_entered`: no seat-holding entry of this event;
 * - `not_online`: the student's schedule has no live_url;
 * - `not_yet`: earlier than 30 minutes before the start;
 * - `ended`: after the end.
 */
export const ATTEND_URL_STATUSES = ["open", "not_entered", "not_online", "not_yet", "ended"] as const;
export const attendUrlResponseSchema = z.object({
  status: z.enum(ATTEND_URL_STATUSES),
  attend_url: z.string().nullable(),
  /** when the link opens (30 minutes before the start); null without an entry */
  opens_at: isoDateTimeSchema.nullable(),
});
export type AttendUrlResponse = z.infer<typeof attendUrlResponseSchema>;

export { LIVE_LINK_OPENS_BEFORE_MS } from "../checkin/live-url";

/** What happened at a schedule, as /event_attendance shows a past entry: 出席 / 欠席 / キャンセル. */
export const attendanceSchema = z.enum(["attended", "absent", "canceled"]);
export type Attendance = z.infer<typeof attendanceSchema>;

/**
 * One entry on /event_attendance: upcoming ones carry a ticket (`ticket_code`, signed, valid until the schedule ends;
 * the page draws it as a QR code), past ones their `attendance`.
 */
export const attendanceItemSchema = z.object({
  entry_id: z.number().int(),
  state: entrySchema.shape.state,
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    category: eventCategorySchema,
    company_name: z.string().nullable(),
  }),
  schedule: entryScheduleSummarySchema,
  /** the schedule is held today (JST) */
  today: z.boolean(),
  ticket_code: z.string().nullable(),
  attendance: attendanceSchema.nullable(),
  /** the schedule's online link, when it has one (GET …/event_in/attend_url decides when it opens) */
  is_online: z.boolean(),
});
export type AttendanceItem = z.infer<typeof attendanceItemSchema>;

/** GET /api/v1/event_attendance: today's schedules first, then upcoming (soonest first), then past (latest first). */
export const attendanceResponseSchema = z.object({ items: z.array(attendanceItemSchema) });
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;

/** Path parameters of /api/v1/event_checkinable_companies/{event_checkinable_company_id}… (digits, else 404). */
export const checkinCompanyParamsSchema = z.object({ event_checkinable_company_id: z.string() });

/** GET /api/v1/event_checkinable_companies/{id}: a booth of a fair, `is_checked_in` for the signed-in student. */
export const checkinCompanyDetailResponseSchema = z.object({
  company: checkinCompanySchema,
  /** the company's own id (for its page and the follow button) */
  company_id: z.number().int(),
  event: z.object({ id: z.number().int(), title: z.string(), category: eventCategorySchema }),
  /** the student's seat-holding entry of the fair, null without one */
  entry_id: z.number().int().nullable(),
  checked_in_at: isoDateTimeSchema.nullable(),
});
export type CheckinCompanyDetailResponse = z.infer<typeof checkinCompanyDetailResponseSchema>;

/** POST /api/v1/event_checkinable_companies/{id}/checkins `{ code }`: the booth's QR code. */
export const boothCheckinBodySchema = z.strictObject({ code: checkinCodeSchema });

/**
 * 200 `{ status, company detail }`: `checked_in` (a visit recorded now) or `already_checked_in` (a replay: nothing
 * changes). Refusals are 409 `checkin_refused` with `details.reason` one of BOOTH_CHECKIN_REFUSALS.
 */
export const boothCheckinResponseSchema = checkinCompanyDetailResponseSchema.extend({
  status: z.enum(["checked_in", "already_checked_in"]),
});
export type BoothCheckinResponse = z.infer<typeof boothCheckinResponseSchema>;

/**
 * - `no_entry`: the student holds no seat-holding entry of the fair;
 * - `wrong_day`: the fair has no schedule of the student today (JST);
 * - `invalid_code`: not this booth's code for today.
 */
export const BOOTH_CHECKIN_REFUSALS = ["no_entry", "wrong_day", "invalid_code"] as const;
export type BoothCheckinRefusal = (typeof BOOTH_CHECKIN_REFUSALS)[number];

/** GET /api/v1/editor/schedules/{schedule_id}/checkin_code (editor signature): the door's current venue code. */
export const editorScheduleParamsSchema = z.object({ schedule_id: z.string() });
export const venueCodeResponseSchema = z.object({
  schedule_id: z.number().int(),
  code: z.string(),
  /** the page the QR opens: {origin}/event_in/attend/events/{event_id}?code={code} */
  url: z.string(),
  /** the code is accepted until then (the end of the next window) */
  valid_until: isoDateTimeSchema,
  /** the QR code of `url` as an SVG document */
  qr_svg: z.string(),
});
export type VenueCodeResponse = z.infer<typeof venueCodeResponseSchema>;

/** GET /api/v1/editor/event_checkinable_companies/{id}/checkin_code (editor signature): a booth's code for today (JST). */
export const editorBoothParamsSchema = z.object({ event_checkinable_company_id: z.string() });
export const boothCodeResponseSchema = z.object({
  event_checkinable_company_id: z.number().int(),
  event_id: z.number().int(),
  code: z.string(),
  /** the page the QR opens: {origin}/event_checkinable_companies/{id}?code={code} */
  url: z.string(),
  /** the end of today (JST): booth codes are per day */
  valid_until: isoDateTimeSchema,
  /** the QR code of `url` as an SVG document */
  qr_svg: z.string(),
});
export type BoothCodeResponse = z.infer<typeof boothCodeResponseSchema>;
