import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { entries } from "../../db/schema";
import {
  RESUME_MAX_BYTES,
  isPdfContent,
  resumeWindowState,
  resumeUrlOf,
  type ResumeFormat,
} from "../../core/entries/resume-submission";
import type { ResumeSubmissionResponse } from "../../core/api/entry-submissions";
import { ApiError } from "../platform/http/api-error";
import { findUnstorableText } from "../platform/http/unstorable-text";
import {
  assertEntryInPlay,
  entryNotFound,
  loadSubmissionTarget,
  windowClosedError,
  type SubmissionTarget,
} from "./entry-submission-target";
import { newResumeKey, type ResumeStore } from "./resume-store";

/** The checks every résumé submission passes before anything is read or stored: the entry, the format, the window. */
async function openResumeTarget(
  db: Db,
  userId: string,
  entryIdSegment: string,
  format: ResumeFormat,
  now: Date,
): Promise<SubmissionTarget> {
  const target = await loadSubmissionTarget(db, userId, entryIdSegment);
  if (target.resumeFormat === null)
    throw new ApiError(409, "conflict", "This event collects no résumé", { reason: "no_resume" });
  if (target.resumeFormat !== format)
    throw new ApiError(409, "submission_format_mismatch", `This event takes the résumé as ${target.resumeFormat}`, {
      format: target.resumeFormat,
    });
  assertEntryInPlay(target);
  const state = resumeWindowState(target.resumeWindow, now.getTime());
  if (state !== "open")
    throw windowClosedError(state, {
      start_at: target.resumeWindow.reception_start_at,
      end_at: target.resumeWindow.submission_limit_at,
    });
  return target;
}

type NewResume = { kind: ResumeFormat; value: string; fileName: string | null };

/**
 * Replaces the entry's résumé in one statement under the entry's row lock: the last valid submission wins whole
 * (kind, value, file name and time move together), `resume_version` counts them. The lock also re-reads the
 * deadline against the database's clock, so a submission that waited for it past the deadline changes nothing.
 * Returns the value it replaced (the previous PDF's key, for the caller to delete once this has committed).
 */
async function replaceResume(
  db: Db,
  target: SubmissionTarget,
  next: NewResume,
  now: Date,
): Promise<{ previous: { kind: string | null; value: string | null }; submittedAt: Date }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ kind: entries.resumeKind, value: entries.resume })
      .from(entries)
      .where(and(eq(entries.id, target.entryId), eq(entries.userId, target.userId)))
      .for("update");
    if (!locked) throw entryNotFound();
    const submittedAt = new Date(Math.max(now.getTime(), Date.now()));
    if (submittedAt.getTime() >= Date.parse(target.resumeWindow.submission_limit_at))
      throw windowClosedError("closed", { start_at: null, end_at: target.resumeWindow.submission_limit_at });
    await tx
      .update(entries)
      .set({
        resume: next.value,
        resumeKind: next.kind,
        resumeFileName: next.fileName,
        resumeSubmittedAt: submittedAt,
        resumeVersion: sql`${entries.resumeVersion} + 1`,
        updatedAt: submittedAt,
      })
      .where(eq(entries.id, target.entryId));
    return { previous: locked, submittedAt };
  });
}

function submissionResponse(target: SubmissionTarget, next: NewResume, submittedAt: Date): ResumeSubmissionResponse {
  const stored = { entryId: target.entryId, kind: next.kind, value: next.value };
  return {
    resume: {
      url: resumeUrlOf(stored)!,
      submitted_url: next.kind === "url" ? next.value : null,
      status: "submitted",
      format: next.kind,
      file_name: next.fileName,
      submitted_at: submittedAt.toISOString(),
    },
  };
}

/** POST …/resume/url: an https URL (already validated by the route's schema) replaces the entry's résumé. */
export async function submitResumeUrl(
  db: Db,
  store: () => ResumeStore,
  userId: string,
  entryIdSegment: string,
  url: string,
  now: Date = new Date(),
): Promise<ResumeSubmissionResponse> {
  const target = await openResumeTarget(db, userId, entryIdSegment, "url", now);
  const next: NewResume = { kind: "url", value: url, fileName: null };
  const { previous, submittedAt } = await replaceResume(db, target, next, now);
  if (previous.kind === "pdf" && previous.value) await store().delete(previous.value);
  return submissionResponse(target, next, submittedAt);
}

function tooLarge(): ApiError {
  return new ApiError(413, "payload_too_large", `The file is larger than ${RESUME_MAX_BYTES} bytes`, {
    max_bytes: RESUME_MAX_BYTES,
  });
}

/**
 * The request body, refused as soon as it passes RESUME_MAX_BYTES (a declared Content-Length beyond it is refused
 * before anything is read).
 */
export async function readLimitedBody(req: Request): Promise<Uint8Array> {
  const declared = Number(req.headers.get("Content-Length") ?? NaN);
  if (Number.isFinite(declared) && declared > RESUME_MAX_BYTES) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > RESUME_MAX_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The file name the browser sent (percent-encoded UTF-8), as the student's label: base name, at most 200 characters. */
export function resumeFileName(header: string | null): string | null {
  if (!header) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = (decoded.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base === "" || findUnstorableText(base) !== null) return null;
  return [...base].slice(0, 200).join("");
}

/**
 * POST …/resume/pdf: the body is the PDF (checked by its first bytes, `%PDF-`, whatever its name or Content-Type
 * say; at most RESUME_MAX_BYTES). It is stored under a new key of the private store, then the entry points at it;
 * the previous PDF is deleted after that commit, the new one if the entry could not take it.
 */
export async function submitResumePdf(
  db: Db,
  store: () => ResumeStore,
  userId: string,
  entryIdSegment: string,
  req: Request,
  now: Date = new Date(),
): Promise<ResumeSubmissionResponse> {
  const target = await openResumeTarget(db, userId, entryIdSegment, "pdf", now);
  const bytes = await readLimitedBody(req);
  if (!isPdfContent(bytes))
    throw new ApiError(415, "unsupported_file_type", "The file is not a PDF (it does not start with %PDF-)");
  const next: NewResume = {
    kind: "pdf",
    value: newResumeKey(target.entryId),
    fileName: resumeFileName(req.headers.get("X-File-Name")),
  };
  const resumes = store();
  await resumes.put(next.value, bytes);
  let replaced: Awaited<ReturnType<typeof replaceResume>>;
  try {
    replaced = await replaceResume(db, target, next, now);
  } catch (error) {
    await resumes.delete(next.value);
    throw error;
  }
  const { previous, submittedAt } = replaced;
  if (previous.kind === "pdf" && previous.value) await resumes.delete(previous.value);
  return submissionResponse(target, next, submittedAt);
}

/** GET …/resume/pdf: the student's own submitted PDF; 404 when the entry is not theirs or holds no PDF. */
export async function readResumePdf(
  db: Db,
  store: () => ResumeStore,
  userId: string,
  entryIdSegment: string,
): Promise<{ bytes: Uint8Array; fileName: string | null }> {
  const target = await loadSubmissionTarget(db, userId, entryIdSegment);
  const [row] = await db
    .select({ kind: entries.resumeKind, value: entries.resume, fileName: entries.resumeFileName })
    .from(entries)
    .where(eq(entries.id, target.entryId));
  if (!row || row.kind !== "pdf" || !row.value) throw new ApiError(404, "not_found", "No PDF résumé submitted");
  const bytes = await store().get(row.value);
  if (!bytes) throw new ApiError(404, "not_found", "No PDF résumé submitted");
  return { bytes, fileName: row.fileName };
}
