import { z } from "zod";
import { ENTRY_STATES } from "../entries/entry-state";

const isoDateTimeSchema = z.iso.datetime({ offset: true });
const nullableTime = isoDateTimeSchema.nullable();

export const entryStateSchema = z.enum(ENTRY_STATES);

/** Spec §3 "Entry" (every timestamp, `state` included), plus the chosen `course_id`. */
export const entrySchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  schedule_id: z.number().int(),
  user_id: z.string(),
  course_id: z.number().int().nullable(),
  state: entryStateSchema,
  inflow: z.string().nullable(),
  inflow_description: z.string().nullable(),
  resume: z.string().nullable(),
  starred: z.boolean(),
  partner_entry_user_id: z.string().nullable(),
  client_type: z.string().nullable(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  invited_at: nullableTime,
  entried_at: nullableTime,
  canceled_at: nullableTime,
  attend_answered_at: nullableTime,
  elected_at: nullableTime,
  attended_at: nullableTime,
  absenced_at: nullableTime,
  send_attend_response_at: nullableTime,
  defeated_at: nullableTime,
  pre_entried_at: nullableTime,
  thank_you_at: nullableTime,
  promote_input_resume_at: nullableTime,
  remained_at: nullableTime,
  lottery_entry_course_at: nullableTime,
});
export type Entry = z.infer<typeof entrySchema>;
