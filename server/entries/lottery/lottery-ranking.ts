import { createHash } from "node:crypto";

/**
 * The published lottery algorithm (docs/decisions/verifiable-lottery.md), small enough to redo by hand with any
 * SHA-256 tool:
 *   1. Before the deadline the event page shows `commitment = SHA-256(seed)` (hex) of a secret 64-hex-digit seed.
 *   2. Each application has an anonymised code: the first 12 hex digits of SHA-256("entry:{entry id}:{student id}").
 *      A student sees their own code; nobody else can link a code to a student.
 *   3. After the deadline, each code's key is SHA-256("{seed}:{code}") (hex); codes are ordered by key, ties by code.
 *   4. Walking the ordered codes, a code wins while its schedule has a free seat and its course (if the application
 *      chose one) has a free seat. Without courses these are the first min(seats, applicants) codes. The seed, the
 *      ordered codes, each code's course and the free seats are published.
 */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

export function entryCode(entryId: number, userId: string): string {
  return sha256Hex(`entry:${entryId}:${userId}`).slice(0, 12);
}

export function rankCodes(seed: string, codes: readonly string[]): string[] {
  const keyed = codes.map((code) => ({ code, key: sha256Hex(`${seed}:${code}`) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return keyed.map(({ code }) => code);
}

export type RankedApplication = { code: string; courseId: number | null };

/**
 * Step 4: the winning codes, in rank order. `scheduleSeats` and each course's seats are the free seats before the draw;
 * null means no limit. A course missing from `courseSeats` has no limit of its own.
 */
export function pickWinners(
  ranked: readonly RankedApplication[],
  scheduleSeats: number | null,
  courseSeats: ReadonlyMap<number, number | null> = new Map(),
): string[] {
  let scheduleLeft = scheduleSeats === null ? Infinity : Math.max(0, scheduleSeats);
  const courseLeft = new Map(
    [...courseSeats].map(([id, seats]) => [id, seats === null ? Infinity : Math.max(0, seats)]),
  );
  const winners: string[] = [];
  for (const { code, courseId } of ranked) {
    if (scheduleLeft === 0) break;
    const left = courseId === null ? Infinity : (courseLeft.get(courseId) ?? Infinity);
    if (left === 0) continue;
    winners.push(code);
    scheduleLeft -= 1;
    if (courseId !== null && courseLeft.has(courseId)) courseLeft.set(courseId, left - 1);
  }
  return winners;
}
