import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRegistrations } from "../../db/schema";
import {
  completionResultSchema,
  type CompletionResult,
  type EventEntryResult,
  type SiteRegistrationResult,
} from "../../core/api/user-registration";
import { enterSchedule, type EnterScheduleOutcome } from "../entries/enter-schedule";
import { ApiError } from "../platform/http/api-error";
import { siteOfferedCondition } from "./offered-sites-sql";
import { lockRegistration } from "./registration-store";
import type { Tx } from "../platform/database/transaction";

/** Entries made by the complete call carry this inflow. */
export const REGISTRATION_ENTRY_INFLOW = "user_registration";

/** Steps that need not be complete before the registration is: student_confirmation comes after completion. */
const STEPS_AFTER_COMPLETION = new Set(["student_confirmation"]);

const entryErrorMessages: Record<Exclude<EnterScheduleOutcome, { ok: true }>["reason"], string> = {
  not_found: "このイベントは公開を終了しました",
  closed: "このイベントの受付は終了しました",
  full: "定員に達したためエントリーできませんでした",
  already_entered: "すでにエントリー済みです",
  not_eligible: "このイベントはあなたの卒業年度を対象としていません",
  invalid_course: "選択されたコースはこの日程にありません",
  course_required: "この日程はコースを選んでエントリーします。イベントページからお申し込みください",
  course_closed: "選択されたコースの受付は終了しました",
  course_full: "選択されたコースは満席です",
};
const SITE_NOT_OFFERED_MESSAGE = "この提携サイトは現在登録を受け付けていません";

async function isStudentConfirmed(tx: Tx, userId: string): Promise<boolean> {
  const result = await tx.execute<{ is_student_confirmed: boolean }>(
    sql`select is_student_confirmed from users where id = ${userId}`,
  );
  return result.rows[0]?.is_student_confirmed ?? false;
}

async function assertStepsComplete(tx: Tx, registrationId: number, versionId: number): Promise<void> {
  const result = await tx.execute<{ key: string }>(sql`
    select s.key from user_registration_steps s
    where s.user_registration_version_id = ${versionId}
      and not exists (select 1 from user_registration_complete_steps c where c.user_registration_id = ${registrationId} and c.user_registration_step_key = s.key)
    order by s.key`);
  const missing = result.rows.map((row) => row.key).filter((key) => !STEPS_AFTER_COMPLETION.has(key));
  if (missing.length > 0) {
    throw new ApiError(409, "conflict", `Complete every step first; not yet complete: ${missing.join(", ")}`, {
      missing_steps: missing,
    });
  }
}

async function registerChosenSites(tx: Tx, userId: string, now: Date): Promise<SiteRegistrationResult[]> {
  const chosen = await tx.execute<{ id: number; name: string; offered: boolean }>(sql`
    select c.id, c.name, ${siteOfferedCondition("c", sql`u.graduate_year`)} as offered
    from user_cooperating_sites uc
    join cooperating_sites c on c.id = uc.cooperating_site_id
    join users u on u.id = uc.user_id
    where uc.user_id = ${userId} and uc.registered_at is null
    order by c.display_order, c.id`);
  const offered = chosen.rows.filter((row) => row.offered).map((row) => row.id);
  if (offered.length > 0) {
    await tx.execute(sql`
      update user_cooperating_sites set registered_at = ${now.toISOString()}
      where user_id = ${userId} and cooperating_site_id in (${sql.join(
        offered.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  }
  return chosen.rows.map((row) => ({
    cooperating_site_id: row.id,
    name: row.name,
    error_message: row.offered ? null : SITE_NOT_OFFERED_MESSAGE,
  }));
}

async function enterChosenSchedules(
  tx: Tx,
  userId: string,
  registrationId: number,
  now: Date,
): Promise<EventEntryResult[]> {
  // ascending schedule ids: concurrent completions lock schedules in the same order and cannot deadlock
  const picked = await tx.execute<{ schedule_id: number }>(sql`
    select schedule_id from user_registration_entry_schedules where user_registration_id = ${registrationId} order by schedule_id`);
  const results: EventEntryResult[] = [];
  for (const { schedule_id: scheduleId } of picked.rows) {
    const outcome = await enterSchedule(tx, { userId, scheduleId, inflow: REGISTRATION_ENTRY_INFLOW, now });
    const event =
      outcome.eventId === null
        ? null
        : ((
            await tx.execute<{ id: number; title: string; category: string }>(
              sql`select id, title, category from events where id = ${outcome.eventId}`,
            )
          ).rows[0] ?? null);
    results.push({
      schedule_id: scheduleId,
      event,
      error_message: outcome.ok ? null : entryErrorMessages[outcome.reason],
    });
  }
  return results;
}

/**
 * POST /api/v1/user_registrations/complete. Under the registration's row lock: checks every step is complete,
 * registers the chosen cooperating sites, enters the picked schedules (each site or schedule that cannot be done
 * gets an error_message; the rest still completes), marks the registration completed and keeps the result. A
 * repeated or concurrent call waits for the lock and answers the kept result without doing anything again.
 */
export async function completeRegistration(db: Db, userId: string, now: Date = new Date()): Promise<CompletionResult> {
  return db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, userId);
    if (registration.status === "completed") {
      const [row] = await tx
        .select({ result: userRegistrations.completionResult })
        .from(userRegistrations)
        .where(eq(userRegistrations.id, registration.id));
      const kept = completionResultSchema.safeParse(row?.result);
      if (kept.success) return kept.data;
      // completed before completion results were kept (seeded or older registrations): nothing was registered by this call
      return {
        student_confirmation_completed: await isStudentConfirmed(tx, userId),
        site_registration_results: [],
        event_entry_results: [],
      };
    }
    await assertStepsComplete(tx, registration.id, registration.versionId);
    const siteRegistrationResults = await registerChosenSites(tx, userId, now);
    const eventEntryResults = await enterChosenSchedules(tx, userId, registration.id, now);
    const result: CompletionResult = {
      student_confirmation_completed: await isStudentConfirmed(tx, userId),
      site_registration_results: siteRegistrationResults,
      event_entry_results: eventEntryResults,
    };
    await tx
      .update(userRegistrations)
      .set({ status: "completed", completedAt: now, completionResult: result, updatedAt: now })
      .where(eq(userRegistrations.id, registration.id));
    return result;
  });
}
