import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  studentVerificationCodes,
  userAffiliations,
  userRegistrationCompleteSteps,
  userRegistrationSteps,
  users,
} from "../../db/schema";
import type { StudentVerificationResponse } from "../../core/api/student-verification";
import { isUniversityEmail } from "../../core/registration/field-rules";
import { enforceRateLimit } from "../auth/rate-limit";
import { randomSixDigitCode, sha256Hex } from "../auth/secret-tokens";
import { ApiError } from "../platform/http/api-error";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { sendMail } from "../platform/mail/send-mail";
import { requireRegistration, type RegistrationRow } from "./registration-store";
import { studentVerificationMail } from "./student-verification-mail";
import type { Tx } from "../platform/database/transaction";

export const STUDENT_VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const STUDENT_VERIFICATION_MAX_FAILED_ATTEMPTS = 5;

const codeHash = (userId: string, code: string) => sha256Hex(`student_verification:${userId}:${code}`);

async function isConfirmed(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.isStudentConfirmed }).from(users).where(eq(users.id, userId));
  return row?.confirmed ?? false;
}

/** Student verification and confirmation open only after completion and before the student is confirmed. */
async function requireCompletedRegistration(db: Db, userId: string): Promise<RegistrationRow> {
  const registration = await requireRegistration(db, userId);
  if (registration.status !== "completed") throw new ApiError(409, "conflict", "Complete the registration first");
  return registration;
}

/** Sets the student confirmed and completes the student_confirmation step when the version has one. */
async function markConfirmed(tx: Tx, userId: string, registration: RegistrationRow, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ isStudentConfirmed: true, studentConfirmedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  const [step] = await tx
    .select({ key: userRegistrationSteps.key })
    .from(userRegistrationSteps)
    .where(
      and(
        eq(userRegistrationSteps.userRegistrationVersionId, registration.versionId),
        eq(userRegistrationSteps.key, "student_confirmation"),
      ),
    );
  if (step) {
    await tx
      .insert(userRegistrationCompleteSteps)
      .values({ userRegistrationId: registration.id, userRegistrationStepKey: "student_confirmation" })
      .onConflictDoNothing();
  }
}

/**
 * POST …/student_verifications: mails a 6-digit code to a university (ac.jp) address; a new code replaces the
 * student's earlier ones. 409 before completion or once confirmed; rate-limited like sign-in mails.
 */
export async function sendStudentVerificationCode(
  db: Db,
  userId: string,
  email: string,
  now: Date = new Date(),
): Promise<StudentVerificationResponse> {
  await requireCompletedRegistration(db, userId);
  if (await isConfirmed(db, userId)) throw new ApiError(409, "conflict", "The student is already confirmed");
  const address = email.toLowerCase();
  if (!isUniversityEmail(address))
    throw invalidParameter("email", "must be a university address (a domain ending in ac.jp)");
  await enforceRateLimit(db, [`student_verification:${userId}`], now);
  const code = randomSixDigitCode();
  const expiresAt = new Date(now.getTime() + STUDENT_VERIFICATION_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(studentVerificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(studentVerificationCodes.userId, userId), isNull(studentVerificationCodes.consumedAt)));
    await tx
      .insert(studentVerificationCodes)
      .values({ userId, email: address, codeHash: codeHash(userId, code), expiresAt, createdAt: now });
  });
  await sendMail(db, studentVerificationMail({ to: address, code }));
  return { email: address, expires_at: expiresAt.toISOString() };
}

/**
 * POST …/student_verifications/confirm: checks the latest code (15 minutes, 5 wrong tries). The code is used with one
 * conditional update, so of two concurrent correct tries exactly one confirms; the other is told the code is used.
 */
export async function confirmStudentVerificationCode(
  db: Db,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<{ is_student_confirmed: boolean }> {
  const registration = await requireCompletedRegistration(db, userId);
  if (await isConfirmed(db, userId)) return { is_student_confirmed: true };
  const outcome = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(studentVerificationCodes)
      .where(
        and(
          eq(studentVerificationCodes.userId, userId),
          isNull(studentVerificationCodes.consumedAt),
          gt(studentVerificationCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(studentVerificationCodes.id))
      .limit(1);
    if (!latest || latest.failedAttempts >= STUDENT_VERIFICATION_MAX_FAILED_ATTEMPTS) return "no_code" as const;
    const expected = Buffer.from(latest.codeHash, "hex");
    const given = Buffer.from(codeHash(userId, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(studentVerificationCodes)
        .set({ failedAttempts: sql`${studentVerificationCodes.failedAttempts} + 1` })
        .where(eq(studentVerificationCodes.id, latest.id));
      return "wrong" as const;
    }
    const used = await tx
      .update(studentVerificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(studentVerificationCodes.id, latest.id), isNull(studentVerificationCodes.consumedAt)))
      .returning({ id: studentVerificationCodes.id });
    if (used.length === 0) return "no_code" as const;
    await markConfirmed(tx, userId, registration, now);
    return "confirmed" as const;
  });
  if (outcome === "no_code") throw new ApiError(400, "invalid_verification_code", "No valid code: request a new one");
  if (outcome === "wrong") throw new ApiError(400, "invalid_verification_code", "The code is not correct");
  return { is_student_confirmed: true };
}

/** POST …/student_confirmations: the student confirms the school details of their stored affiliation. */
export async function confirmStudentSchoolDetails(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ is_student_confirmed: boolean }> {
  const registration = await requireCompletedRegistration(db, userId);
  const [affiliation] = await db
    .select({ userId: userAffiliations.userId })
    .from(userAffiliations)
    .where(eq(userAffiliations.userId, userId));
  if (!affiliation) throw new ApiError(409, "conflict", "Answer the affiliation (user_registration_affiliation) first");
  await db.transaction((tx) => markConfirmed(tx, userId, registration, now));
  return { is_student_confirmed: true };
}
