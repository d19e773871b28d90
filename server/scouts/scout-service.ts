import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  SCOUT_DECLINE_COOL_DOWN_DAYS,
  SCOUT_DEFAULT_EXPIRES_IN_DAYS,
  SCOUT_DEFAULT_MONTHLY_QUOTA,
  type ScoutAnswerResponse,
  type SendScoutBody,
  type SendScoutResponse,
} from "../../core/api/scouts";
import { ApiError } from "../platform/http/api-error";
import { scoutColumns, scoutOf, scoutRowShape } from "./scout-sql";

const scoutRowSchema = z.object({ chat_id: z.number().int(), ...scoutRowShape });

const noScout = () => new ApiError(404, "not_found", "No scout in a chat of the signed-in student with this id");

/** SCOUT_MONTHLY_QUOTA (a positive integer), else 100: scouts a company may send per calendar month, Japan time. */
export function readScoutMonthlyQuota(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SCOUT_MONTHLY_QUOTA;
  if (raw === undefined || raw === "") return SCOUT_DEFAULT_MONTHLY_QUOTA;
  const quota = Number(raw);
  if (!Number.isSafeInteger(quota) || quota < 1) throw new Error("SCOUT_MONTHLY_QUOTA must be a positive integer");
  return quota;
}

/**
 * The student answers the scout of their chat: `accept` (興味あり: the chat opens for both sides, and the company
 * sees the student's name and school from then on) or `decline` (辞退, with an optional reason the company never
 * sees; the company may not scout the student again for 90 days). A replay of the same answer answers the same and
 * changes nothing (a reason sent with a replayed decline is ignored). Accepting a declined or expired scout, or
 * declining an accepted or expired one: 409 `scout_closed`. A chat without a scout, another student's chat or an
 * unknown id: 404. The scout row is locked while it is answered, so two answers at once cannot both win.
 */
export async function answerScout(
  db: Db,
  userId: string,
  chatId: number,
  answer: { kind: "accept" } | { kind: "decline"; reason: string | undefined },
): Promise<ScoutAnswerResponse> {
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      select s.chat_id, ${scoutColumns} from scout_messages s join chats ch on ch.id = s.chat_id
      where s.chat_id = ${chatId} and ch.user_id = ${userId} for update of s`);
    if (found.rows.length === 0) throw noScout();
    const row = scoutRowSchema.parse(found.rows[0]);
    const scout = scoutOf(row)!;
    const wanted = answer.kind === "accept" ? "accepted" : "declined";
    if (scout.status === wanted) return { chat_id: chatId, scout };
    if (scout.status !== "pending") {
      throw new ApiError(409, "scout_closed", `This scout is ${scout.status}: it can no longer be ${wanted}`);
    }
    const reason = answer.kind === "decline" && answer.reason ? answer.reason : null;
    const updated = await tx.execute(sql`
      update scout_messages s set response = ${wanted}, responded_at = now(), decline_reason = ${reason}
      where s.id = ${scout.id} returning s.chat_id, ${scoutColumns}`);
    return { chat_id: chatId, scout: scoutOf(scoutRowSchema.parse(updated.rows[0]))! };
  });
}

/**
 * The opted-in student with this pseudonym for the company, or null (unknown, or opted out: a recruiter cannot tell
 * the two apart). Pseudonyms are computed, not stored: a stored table would have to be filled by every place that
 * hands one out (the student search computes them with pseudonymFor and stores nothing) and rebuilt whenever the
 * secret changes, while only opted-in students can be scouted at all, so resolving is one HMAC per opted-in student,
 * a few milliseconds for tens of thousands. Revisit (e.g. a cache table) if that count grows far beyond.
 * `pseudonymOf` is the company's pseudonym of a user id (recruiters' pseudonymFor with the secret and company).
 */
export async function resolveScoutableStudent(
  db: Db,
  pseudonym: string,
  pseudonymOf: (userId: string) => string,
): Promise<string | null> {
  const result = await db.execute(sql`select id from users where receive_scout_message`);
  for (const row of result.rows as Array<{ id: string }>) {
    if (pseudonymOf(row.id) === pseudonym) return row.id;
  }
  return null;
}

/** Scouts of one company are sent one at a time: the quota and the pending check hold under concurrency. */
const SCOUT_LOCK_NAMESPACE = 17_001;

export type SentScout = SendScoutResponse & { userId: string };

/**
 * Sends a scout of the company to the student (resolved from the pseudonym by the caller): a new chat whose first
 * message is the scout's body, with the scout expiring after `expires_in_days` (default 14). Under a
 * transaction-level advisory lock per company, in this order: the student still opted in (404, as for an unknown
 * pseudonym; their users row is share-locked, so an opt-out committing meanwhile waits for this scout or stops it),
 * no pending scout of the company to the student (409 `scout_pending`), no decline of the company's scout in the last
 * 90 days (409 `scout_declined_recently`), and fewer than `quota` scouts of the company this calendar month in Japan
 * time (429 `scout_quota_exceeded`). Nothing is stored when any fails.
 */
export async function sendScout(
  db: Db,
  companyId: number,
  userId: string,
  input: SendScoutBody,
  quota: number,
): Promise<SentScout> {
  const days = input.expires_in_days ?? SCOUT_DEFAULT_EXPIRES_IN_DAYS;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCOUT_LOCK_NAMESPACE}::int, ${companyId}::int)`);
    const optedIn = await tx.execute(
      sql`select id from users where id = ${userId} and receive_scout_message for share`,
    );
    if (optedIn.rows.length === 0) throw new ApiError(404, "not_found", "No student with this pseudonym");
    const facts = await tx.execute(sql`
      select
        exists (select 1 from scout_messages where company_id = ${companyId} and user_id = ${userId}
          and response is null and expires_at > clock_timestamp()) as pending,
        exists (select 1 from scout_messages where company_id = ${companyId} and user_id = ${userId}
          and response = 'declined' and responded_at > clock_timestamp() - make_interval(days => ${SCOUT_DECLINE_COOL_DOWN_DAYS}::int)) as declined,
        (select count(*)::int from scout_messages where company_id = ${companyId}
          and sent_at >= date_trunc('month', clock_timestamp() at time zone 'Asia/Tokyo') at time zone 'Asia/Tokyo') as sent_this_month`);
    const { pending, declined, sent_this_month } = z
      .object({ pending: z.boolean(), declined: z.boolean(), sent_this_month: z.coerce.number().int() })
      .parse(facts.rows[0]);
    if (pending)
      throw new ApiError(
        409,
        "scout_pending",
        "A scout of this company to this student is still waiting for an answer",
      );
    if (declined) {
      throw new ApiError(
        409,
        "scout_declined_recently",
        `The student declined this company's scout in the last ${SCOUT_DECLINE_COOL_DOWN_DAYS} days`,
      );
    }
    if (sent_this_month >= quota) {
      throw new ApiError(
        429,
        "scout_quota_exceeded",
        `This company has sent its ${quota} scouts of this month (Japan time); more can be sent next month`,
        {
          quota,
          sent_this_month,
        },
      );
    }
    const chat = await tx.execute(sql`
      insert into chats (user_id, company_id, created_at, updated_at)
      select ${userId}, ${companyId}, t.now, t.now from (select clock_timestamp() as now) t returning id, created_at`);
    const { id: chatId } = chat.rows[0] as { id: number };
    await tx.execute(sql`
      insert into chat_messages (chat_id, sender_type, body, created_at)
      select ch.id, 'company', ${input.body}, ch.created_at from chats ch where ch.id = ${chatId}`);
    const inserted = await tx.execute(sql`
      insert into scout_messages as s (company_id, user_id, chat_id, title, body, sent_at, expires_at)
      select ${companyId}, ${userId}, ch.id, ${input.subject}, ${input.body}, ch.created_at, ch.created_at + make_interval(days => ${days}::int)
      from chats ch where ch.id = ${chatId}
      returning s.chat_id, ${scoutColumns}`);
    return { chat_id: chatId, scout: scoutOf(scoutRowSchema.parse(inserted.rows[0]))!, userId };
  });
}
