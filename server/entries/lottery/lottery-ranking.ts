import { createHash } from "node:crypto";

/**
 * The published lottery algorithm (docs/decisions/verifiable-lottery.md), small enough to redo by hand with any
 * SHA-256 tool:
 *   1. Before the deadline the event page shows `commitment = SHA-256(seed)` (hex) of a secret 64-hex-digit seed.
 *   2. Each application has an anonymised code: the first 12 hex digits of SHA-256("entry:{entry id}:{student id}").
 *      A student sees their own code; nobody else can link a code to a student.
 *   3. After the deadline, each code's key is SHA-256("{seed}:{code}") (hex); codes are ordered by key, ties by code.
 *   4. The first min(seats, applicants) codes win. The seed and the ordered codes are published.
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

/** How many applicants win: every free seat, at most every applicant; a schedule without a limit takes everyone. */
export function winnerCount(freeSeats: number | null, applicants: number): number {
  return freeSeats === null ? applicants : Math.max(0, Math.min(freeSeats, applicants));
}
