import { z } from "zod";

const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Path parameters of GET /api/v1/events/{event_id}/schedules/{schedule_id}/lottery. */
export const scheduleLotteryParamsSchema = z.object({ event_id: z.string(), schedule_id: z.string() });

/**
 * GET /api/v1/events/{event_id}/schedules/{schedule_id}/lottery: the verifiable lottery of a lottery schedule
 * (docs/decisions/verifiable-lottery.md). Before the draw only `commitment` (SHA-256 of the secret seed, hex) is
 * known; after it, the `seed`, the anonymised applicant codes in rank order, each code's course and the winners.
 */
export const scheduleLotteryResponseSchema = z.object({
  schedule_id: z.number().int(),
  algorithm: z.literal("sha256-rank-v1"),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  committed_at: isoDateTimeSchema,
  /** false when the seed was committed only at the draw (no commitment existed before the deadline) */
  committed_before_deadline: z.boolean(),
  drawn_at: isoDateTimeSchema.nullable(),
  seed: z.string().nullable(),
  seat_count: z.number().int().nullable(),
  winner_count: z.number().int().nullable(),
  ordered_codes: z.array(z.string()).nullable(),
  /** the course each ordered code applied for (null: none), index by index with ordered_codes */
  ordered_course_ids: z.array(z.number().int().nullable()).nullable(),
  /** the free seats of each of the schedule's courses before the draw (null: no limit) */
  course_seat_counts: z
    .array(z.object({ course_id: z.number().int(), seat_count: z.number().int().nullable() }))
    .nullable(),
  /** the winning codes in rank order: walking ordered_codes, a code wins while its schedule and its course have a seat */
  winning_codes: z.array(z.string()).nullable(),
});
export type ScheduleLotteryResponse = z.infer<typeof scheduleLotteryResponseSchema>;
