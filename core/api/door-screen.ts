import { z } from "zod";
import { requestIdSchema } from "./request-id";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/*
 * The door screen (issue 32 item 8; docs/checkin.md "Door screen"): venue staff open /door with a short-lived signed
 * door link that an editor issues, and the page shows the current check-in code of one schedule (or one booth) as a
 * QR code with a live count of check-ins. The door token is HMAC-signed with CHECKIN_SECRET, names its target and an
 * expiry, and carries nothing personal; the page sends it in the X-Door-Token header.
 */

/** What a door link shows: one schedule's door or one booth of a fair. */
export const doorTargetKindSchema = z.enum(["schedule", "booth"]);
export type DoorTargetKind = z.infer<typeof doorTargetKindSchema>;

/** GET /api/v1/door_screen (X-Door-Token): the code to show now and the check-ins so far. */
export const doorScreenResponseSchema = z.object({
  kind: doorTargetKindSchema,
  /** the schedule (kind schedule) or the booth's check-in company row id (kind booth) */
  target_id: z.number().int(),
  event_id: z.number().int(),
  event_title: z.string(),
  /** the schedule's title (or its date) for a schedule, the company's name for a booth */
  target_label: z.string(),
  code: z.string(),
  /** the page a student's phone opens by scanning the QR code (the venue or booth check-in page with the code) */
  url: z.string(),
  /** the code is accepted until then */
  valid_until: isoDateTimeSchema,
  /** when a new code is shown: the next 5-minute window (a schedule), the next JST day (a booth) */
  refresh_at: isoDateTimeSchema,
  /** students checked in so far: attended entries of the schedule, visits of the booth; no names */
  checked_in_count: z.number().int().nonnegative(),
  /** seats held (a schedule: entried, invited, elected, attended entries; a booth: null) */
  expected_count: z.number().int().nonnegative().nullable(),
  /** the door link stops working then */
  link_expires_at: isoDateTimeSchema,
});
export type DoorScreenResponse = z.infer<typeof doorScreenResponseSchema>;

/** Door links last 12 hours unless asked otherwise, at most 24 (a day at the door, not a standing credential). */
export const DOOR_LINK_DEFAULT_HOURS = 12;
export const DOOR_LINK_MAX_HOURS = 24;

/** POST /api/v1/editor/door_links (editor signature): a signed door link for a schedule or a booth. */
export const doorLinkBodySchema = z.strictObject({
  kind: doorTargetKindSchema,
  id: requestIdSchema,
  /** the link's lifetime in hours, 1 to 24 (default 12) */
  hours: z.number().int().min(1).max(DOOR_LINK_MAX_HOURS).optional(),
});
export type DoorLinkBody = z.infer<typeof doorLinkBodySchema>;

export const doorLinkResponseSchema = z.object({
  kind: doorTargetKindSchema,
  target_id: z.number().int(),
  /** {origin}/door#{token}: the token travels in the fragment, never sent to a server or written in a log */
  url: z.string(),
  expires_at: isoDateTimeSchema,
});
export type DoorLinkResponse = z.infer<typeof doorLinkResponseSchema>;
