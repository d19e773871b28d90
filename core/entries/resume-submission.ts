import { myEntryResumePdf } from "../api-path-groups/entry-submissions";
import type { EntryState } from "./entry-state";

// Plain code: the résumé (ES) rules the API, the page and the build share (issue 32).

/** Entries out of play take no submissions: canceled by the student, lost in the lottery, or absent. */
const SUBMISSION_CLOSED_STATES: ReadonlySet<EntryState> = new Set<EntryState>(["canceled", "defeated", "absenced"]);

/** Whether an entry in this state takes résumé and assignment submissions (and links to its schedule page). */
export function entryTakesSubmissions(state: EntryState): boolean {
  return !SUBMISSION_CLOSED_STATES.has(state);
}

/** The largest résumé PDF accepted, in bytes (5 MiB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Every PDF starts with these bytes (ISO 32000: the header `%PDF-1.x`); the file's name and type are not trusted. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

export const RESUME_FORMATS = ["pdf", "url"] as const;
/** How an event takes the résumé: a PDF file or an https URL (`events.resume_format`). */
export type ResumeFormat = (typeof RESUME_FORMATS)[number];

/** Whether the bytes are a PDF by their content: they start with `%PDF-`. */
export function isPdfContent(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** An https URL of at most 2,000 characters with a host: what a URL submission (résumé or assignment) must be. */
export function isSubmissionUrl(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** The résumé as an entry stores it (entries.resume_kind, resume, …). */
export type StoredResume = {
  entryId: number;
  kind: ResumeFormat | null;
  /** the https URL (url) or the private blob key (pdf) */
  value: string | null;
  fileName: string | null;
  submittedAt: Date | null;
};

/** Where the student reads a submitted PDF back: the authenticated download of their own entry. */
export function resumeDownloadPath(entryId: number): string {
  return myEntryResumePdf.replace(":entry_id", String(entryId));
}

/**
 * The entry's `resume` as the API shows it (Entry.resume and the entered schedule's `resume.url`): the submitted URL,
 * the download path of the submitted PDF (never the blob key), or null before a submission.
 */
export function resumeUrlOf(stored: Pick<StoredResume, "entryId" | "kind" | "value">): string | null {
  if (stored.kind === "url") return stored.value;
  if (stored.kind === "pdf") return resumeDownloadPath(stored.entryId);
  return null;
}

/** `has_resume_answer`: the student's entry of the event holds a submitted résumé (Entry.resume is set). */
export function hasResumeAnswer(entry: { resume: string | null } | null): boolean {
  return entry !== null && entry.resume !== null;
}

/** The window in which the résumé is taken (ISO instants). */
export type ResumeWindow = { reception_start_at: string | null; submission_limit_at: string };

/**
 * The résumé window of an entry: from the event's `resume_publish_at` (null: open from publication) until its
 * `resume_submission_limit_at`, else the start of the entry's schedule.
 */
export function resumeWindowOf(
  event: { resumePublishAt: Date | null; resumeSubmissionLimitAt: Date | null },
  scheduleStartAt: string,
): ResumeWindow {
  return {
    reception_start_at: event.resumePublishAt?.toISOString() ?? null,
    submission_limit_at: event.resumeSubmissionLimitAt?.toISOString() ?? scheduleStartAt,
  };
}

/** before: reception has not started; open: submissions are taken; closed: the deadline has passed. */
export type SubmissionWindowState = "before" | "open" | "closed";

/** Where `nowMs` falls in a window [start, limit): the start is inclusive, the deadline exclusive. */
export function submissionWindowState(
  window: { start_at: string | null; end_at: string },
  nowMs: number,
): SubmissionWindowState {
  if (window.start_at !== null && nowMs < Date.parse(window.start_at)) return "before";
  return nowMs < Date.parse(window.end_at) ? "open" : "closed";
}

export function resumeWindowState(window: ResumeWindow, nowMs: number): SubmissionWindowState {
  return submissionWindowState({ start_at: window.reception_start_at, end_at: window.submission_limit_at }, nowMs);
}

/** Submission status of the résumé and of each assignment. */
export type SubmissionStatus = "submitted" | "not_submitted";

/** The entered schedule's `resume` (spec §3) of an event that collects one, from the stored submission. */
export function resumeOf(stored: StoredResume, window: ResumeWindow, format: ResumeFormat) {
  const status: SubmissionStatus = stored.kind === null ? "not_submitted" : "submitted";
  return {
    ...window,
    format,
    url: resumeUrlOf(stored),
    submitted_url: stored.kind === "url" ? stored.value : null,
    file_name: stored.kind === "pdf" ? stored.fileName : null,
    submitted_at: stored.submittedAt?.toISOString() ?? null,
    status,
  };
}
