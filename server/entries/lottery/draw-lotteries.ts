import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventCategory } from "../../../core/event-category";
import { notifyEntries } from "../../notices/entry-notices";
import { sendMail } from "../../platform/mail/send-mail";
import { countSeatsTaken } from "../schedule-lock";
import { countCourseSeatsTaken } from "../courses/course-check";
import { entryCode, pickWinners, rankCodes } from "./lottery-ranking";
import { hasLotterySql } from "./lottery-schedule-sql";
import { entryMailNotes, readScheduleMailFacts } from "../entry-mail-notes";
import { lotteryResultMail } from "./lottery-result-mail";

const newSeed = () => randomBytes(32).toString("hex");

/** Schedules with a lottery (lottery-schedule-sql.ts) of published events that are not canceled. */
const lotterySchedules = sql`schedules s join events e on e.id = s.event_id where ${hasLotterySql} and e.published and not s.canceled`;

/**
 * Commits a secret seed for every lottery schedule that still takes applications and has none, so its SHA-256 is
 * public well before the deadline. Returns how many were committed.
 */
export async function commitOpenLotteries(db: Db, now: Date): Promise<number> {
  const open = await db.execute<{ id: number }>(sql`
    select s.id from ${lotterySchedules} and s.time_limit_at > ${now.toISOString()}
      and not exists (select 1 from lottery_draws d where d.schedule_id = s.id)`);
  if (open.rows.length === 0) return 0;
  const values = sql.join(
    open.rows.map((row) => sql`(${row.id}, ${newSeed()}, ${now.toISOString()})`),
    sql`, `,
  );
  const inserted = await db.execute(sql`
    insert into lottery_draws (schedule_id, seed, committed_at) values ${values} on conflict do nothing returning schedule_id`);
  return inserted.rows.length;
}

type Applicant = { id: number; user_id: string; email: string; course_id: number | null };
type DueSchedule = {
  event_id: number;
  title: string;
  category: EventCategory;
  start_at: string;
  place: string | null;
  is_online: boolean;
  admission_limit_number: number | null;
};

export type DrawResult = { scheduleId: number; applicants: number; winners: number; committedBeforeDeadline: boolean };
type DrawnSchedule = DrawResult & { mails: Parameters<typeof lotteryResultMail>[0][] };

async function drawOne(db: Db, scheduleId: number, now: Date, origin: string): Promise<DrawnSchedule | null> {
  return db.transaction(async (tx) => {
    // The same row lock the entry service takes: no application, cancellation or move runs during the draw.
    const locked = await tx.execute<DueSchedule & { time_limit_at: string }>(sql`
      select s.event_id, e.title, e.category, s.start_at, s.place, s.is_online, s.admission_limit_number, s.time_limit_at
      from schedules s join events e on e.id = s.event_id where s.id = ${scheduleId} for update of s`);
    const schedule = locked.rows[0];
    if (!schedule) return null;
    await tx.execute(
      sql`insert into lottery_draws (schedule_id, seed, committed_at) values (${scheduleId}, ${newSeed()}, ${now.toISOString()}) on conflict do nothing`,
    );
    const draw = (
      await tx.execute<{ seed: string; committed_at: string; drawn_at: string | null }>(sql`
      select seed, committed_at, drawn_at from lottery_draws where schedule_id = ${scheduleId} for update`)
    ).rows[0]!;
    if (draw.drawn_at !== null) return null;

    const applicants = (
      await tx.execute<Applicant>(sql`
        select en.id, en.user_id, u.email, en.course_id from entries en join users u on u.id = en.user_id
        where en.schedule_id = ${scheduleId} and en.state = 'pre_entried' order by en.id`)
    ).rows;
    const freeSeats =
      schedule.admission_limit_number === null
        ? null
        : schedule.admission_limit_number - (await countSeatsTaken(tx, scheduleId));
    const courseSeats = (
      await tx.execute<{ id: number; admission_limit_number: number | null }>(sql`
        select id, admission_limit_number from courses where schedule_id = ${scheduleId} order by id`)
    ).rows;
    const courseSeatCounts: Array<{ course_id: number; seat_count: number | null }> = [];
    for (const course of courseSeats) {
      const free =
        course.admission_limit_number === null
          ? null
          : Math.max(0, course.admission_limit_number - (await countCourseSeatsTaken(tx, course.id)));
      courseSeatCounts.push({ course_id: course.id, seat_count: free });
    }
    const byCode = new Map(applicants.map((applicant) => [entryCode(applicant.id, applicant.user_id), applicant]));
    const ranked = rankCodes(draw.seed, [...byCode.keys()]).map((code) => ({
      code,
      courseId: byCode.get(code)!.course_id,
    }));
    const winningCodes = pickWinners(
      ranked,
      freeSeats,
      new Map(courseSeatCounts.map((course) => [course.course_id, course.seat_count])),
    );
    const won = new Set(winningCodes);
    const winners = winningCodes.length;
    const winnerIds = winningCodes.map((code) => byCode.get(code)!.id);
    const loserIds = ranked.filter(({ code }) => !won.has(code)).map(({ code }) => byCode.get(code)!.id);
    const at = now.toISOString();
    if (winnerIds.length > 0) {
      await tx.execute(
        sql`update entries set state = 'elected', elected_at = ${at}, updated_at = ${at} where id = any(${sql.param(winnerIds)}::int[])`,
      );
    }
    if (loserIds.length > 0) {
      await tx.execute(
        sql`update entries set state = 'defeated', defeated_at = ${at}, updated_at = ${at} where id = any(${sql.param(loserIds)}::int[])`,
      );
    }
    await notifyEntries(tx, "elected", winnerIds, now);
    await notifyEntries(tx, "defeated", loserIds, now);
    await tx.execute(sql`
      update lottery_draws set drawn_at = ${at}, seat_count = ${freeSeats === null ? null : Math.max(0, freeSeats)},
        ordered_codes = ${JSON.stringify(ranked.map(({ code }) => code))}::jsonb, winner_count = ${winners},
        ordered_course_ids = ${JSON.stringify(ranked.map(({ courseId }) => courseId))}::jsonb,
        course_seat_counts = ${JSON.stringify(courseSeatCounts)}::jsonb, winning_codes = ${JSON.stringify(winningCodes)}::jsonb
      where schedule_id = ${scheduleId}`);
    const event = { id: schedule.event_id, title: schedule.title, category: schedule.category };
    const scheduleFacts = { startAt: new Date(schedule.start_at), place: schedule.place, isOnline: schedule.is_online };
    const mailFacts = await readScheduleMailFacts(tx, scheduleId);
    return {
      scheduleId,
      applicants: ranked.length,
      winners,
      committedBeforeDeadline: new Date(draw.committed_at).getTime() < new Date(schedule.time_limit_at).getTime(),
      mails: ranked.map(({ code }) => ({
        to: byCode.get(code)!.email,
        origin,
        won: won.has(code),
        code,
        event,
        schedule: scheduleFacts,
        notes: entryMailNotes(mailFacts, won.has(code) ? "elected" : "defeated", origin),
      })),
    };
  });
}

/**
 * Draws every lottery schedule whose application deadline has passed and that has not been drawn: winners become
 * `elected` (a seat), the others `defeated`; each applicant is mailed the result after the draw commits. Safe to run
 * concurrently and repeatedly: a schedule is drawn once (row lock + `drawn_at`).
 */
export async function drawDueLotteries(
  db: Db,
  { now = new Date(), origin }: { now?: Date; origin: string },
): Promise<DrawResult[]> {
  const due = await db.execute<{ id: number }>(sql`
    select s.id from ${lotterySchedules} and s.time_limit_at <= ${now.toISOString()}
      and not exists (select 1 from lottery_draws d where d.schedule_id = s.id and d.drawn_at is not null)
    order by s.time_limit_at, s.id`);
  const results: DrawResult[] = [];
  for (const { id } of due.rows) {
    const drawn = await drawOne(db, id, now, origin);
    if (!drawn) continue;
    for (const mail of drawn.mails) await sendMail(db, lotteryResultMail(mail));
    results.push({
      scheduleId: drawn.scheduleId,
      applicants: drawn.applicants,
      winners: drawn.winners,
      committedBeforeDeadline: drawn.committedBeforeDeadline,
    });
  }
  return results;
}
