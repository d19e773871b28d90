import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries } from "../../db/schema";
import type { StoredResume } from "../../core/entries/resume-submission";

/** The résumé an entry holds, as stored (core/entries/resume-submission.ts turns it into what the API shows). */
export async function loadStoredResume(db: Db, entryId: number): Promise<StoredResume> {
  const [row] = await db
    .select({
      kind: entries.resumeKind,
      value: entries.resume,
      fileName: entries.resumeFileName,
      submittedAt: entries.resumeSubmittedAt,
    })
    .from(entries)
    .where(eq(entries.id, entryId));
  return {
    entryId,
    kind: row?.kind ?? null,
    value: row?.value ?? null,
    fileName: row?.fileName ?? null,
    submittedAt: row?.submittedAt ?? null,
  };
}
