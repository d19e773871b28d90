import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { apiPaths } from "../../../core/api-paths";
import {
  scheduleLotteryParamsSchema,
  scheduleLotteryResponseSchema,
  type ScheduleLotteryResponse,
} from "../../../core/api/lottery";
import { eventNotFound, parseEventId } from "../../event-records/event-id";
import { parsePathId } from "../../platform/http/path-id";
import { defineRoute } from "../../platform/http/define-route";
import type { Db } from "../../../db/client";
import { seedCommitment } from "./lottery-ranking";
import { hasLotterySql } from "./lottery-schedule-sql";

type DrawRow = {
  seed: string;
  committed_at: Date | string;
  drawn_at: Date | string | null;
  seat_count: number | null;
  winner_count: number | null;
  ordered_codes: string[] | null;
  ordered_course_ids: Array<number | null> | null;
  course_seat_counts: Array<{ course_id: number; seat_count: number | null }> | null;
  winning_codes: string[] | null;
  time_limit_at: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

async function readDraw(db: Db, eventId: number, scheduleId: number): Promise<DrawRow | null | undefined> {
  const result = await db.execute<DrawRow & { has_draw: boolean }>(sql`
    select d.schedule_id is not null as has_draw, d.seed, d.committed_at, d.drawn_at, d.seat_count, d.winner_count, d.ordered_codes,
      d.ordered_course_ids, d.course_seat_counts, d.winning_codes, s.time_limit_at
    from schedules s join events e on e.id = s.event_id
    left join lottery_draws d on d.schedule_id = s.id
    where s.id = ${scheduleId} and s.event_id = ${eventId} and ${hasLotterySql} and e.published and (e.published_at is null or e.published_at <= now())`);
  const row = result.rows[0];
  if (!row) return undefined;
  return row.has_draw ? row : null;
}

/**
 * The lottery of a schedule. A lottery schedule without a commitment yet (the scheduled commit runs every ten
 * minutes) gets one now: committing early is always allowed, the seed stays secret until the draw.
 */
export async function loadScheduleLottery(
  db: Db,
  eventId: number,
  scheduleId: number,
): Promise<ScheduleLotteryResponse> {
  let draw = await readDraw(db, eventId, scheduleId);
  if (draw === undefined) throw eventNotFound();
  if (draw === null) {
    await db.execute(
      sql`insert into lottery_draws (schedule_id, seed) values (${scheduleId}, ${randomBytes(32).toString("hex")}) on conflict do nothing`,
    );
    draw = (await readDraw(db, eventId, scheduleId))!;
  }
  const drawn = draw.drawn_at !== null;
  return {
    schedule_id: scheduleId,
    algorithm: "sha256-rank-v1",
    commitment: seedCommitment(draw.seed),
    committed_at: iso(draw.committed_at),
    committed_before_deadline: new Date(draw.committed_at).getTime() < new Date(draw.time_limit_at).getTime(),
    drawn_at: drawn ? iso(draw.drawn_at!) : null,
    seed: drawn ? draw.seed : null,
    seat_count: drawn ? draw.seat_count : null,
    winner_count: drawn ? draw.winner_count : null,
    ordered_codes: drawn ? draw.ordered_codes : null,
    // draws made before courses were published name no course: every code applied for the schedule only
    ordered_course_ids: drawn ? (draw.ordered_course_ids ?? draw.ordered_codes?.map(() => null) ?? null) : null,
    course_seat_counts: drawn ? (draw.course_seat_counts ?? []) : null,
    winning_codes: drawn ? (draw.winning_codes ?? draw.ordered_codes?.slice(0, draw.winner_count ?? 0) ?? null) : null,
  };
}

export const getScheduleLotteryRoute = defineRoute(
  {
    operationId: "getScheduleLottery",
    summary: "The verifiable lottery of a schedule: seed commitment before the draw, seed and ranked codes after",
    paths: [apiPaths.scheduleLottery],
    methods: ["GET"],
    auth: "public",
    params: scheduleLotteryParamsSchema,
    response: scheduleLotteryResponseSchema,
    maxAgeSeconds: 60,
    otherResponses: { 404: { description: "No published lottery event has this schedule" } },
  },
  async ({ params, db }) =>
    loadScheduleLottery(db, parseEventId(params.event_id), parsePathId(params.schedule_id, "Schedule")),
);
