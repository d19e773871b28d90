import { z } from "zod";
import { apiPaths } from "../../core/api-paths";
import {
  entryIdParamsSchema,
  entryQuestionParamsSchema,
  questionAnswerBodySchema,
  questionAnswerResponseSchema,
  resumeSubmissionResponseSchema,
  resumeUrlBodySchema,
} from "../../core/api/entry-submissions";
import { RESUME_MAX_BYTES } from "../../core/entries/resume-submission";
import { defineRoute } from "../platform/http/define-route";
import { answerQuestion } from "./answer-question";
import { contextResumeStore, type ResumeStore } from "./resume-store";
import { readResumePdf, submitResumePdf, submitResumeUrl } from "./submit-resume";

const signedIn = { 401: { description: "No signed-in student" } } as const;
const entryNotFound = {
  404: { description: "No entry of the signed-in student has this id (another student's entry answers the same)" },
} as const;
const refused = {
  409: {
    description:
      "`submission_closed` (details.reason: not_started before reception, closed from the deadline on, entry_closed for a canceled, defeated or absent entry); " +
      "`submission_format_mismatch` (the event takes the other format, details.format); `conflict` (the event collects no résumé)",
  },
} as const;

/** The store is opened per call, inside the function's blobs context, and only once a submission got that far. */
const resumeStore = (): ResumeStore => contextResumeStore();

export const submitResumePdfRoute = defineRoute(
  {
    operationId: "submitEntryResumePdf",
    summary:
      "Submit the entry's résumé as a PDF (the body itself, at most 5 MiB; checked by content: it must start with %PDF-). " +
      "Replaces any earlier résumé of the entry; X-File-Name (percent-encoded) names the file for the student",
    paths: [apiPaths.myEntryResumePdf],
    methods: ["POST"],
    auth: "student",
    params: entryIdParamsSchema,
    rawBody: { mediaType: "application/pdf", description: `the PDF, at most ${RESUME_MAX_BYTES} bytes` },
    requestHeaders: [{ name: "X-File-Name", description: "the file's name, percent-encoded UTF-8", maxLength: 1000 }],
    response: resumeSubmissionResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      ...entryNotFound,
      ...refused,
      413: { description: "`payload_too_large`: the file is larger than 5 MiB" },
      415: { description: "`unsupported_file_type`: the file does not start with %PDF-" },
    },
  },
  async ({ db, req, params, requireViewer }) =>
    submitResumePdf(db, resumeStore, (await requireViewer()).userId, params.entry_id, req),
);

export const submitResumeUrlRoute = defineRoute(
  {
    operationId: "submitEntryResumeUrl",
    summary: "Submit the entry's résumé as an https URL; replaces any earlier résumé of the entry",
    paths: [apiPaths.myEntryResumeUrl],
    methods: ["POST"],
    auth: "student",
    params: entryIdParamsSchema,
    body: resumeUrlBodySchema,
    response: resumeSubmissionResponseSchema,
    personal: true,
    otherResponses: { ...signedIn, ...entryNotFound, ...refused },
  },
  async ({ db, params, body, requireViewer }) =>
    submitResumeUrl(db, resumeStore, (await requireViewer()).userId, params.entry_id, body.url),
);

export const downloadResumePdfRoute = defineRoute(
  {
    operationId: "downloadEntryResumePdf",
    summary:
      "The signed-in student's own submitted résumé PDF, as a download; needs no ajax marker, so a plain link can fetch it",
    paths: [apiPaths.myEntryResumePdf],
    methods: ["GET"],
    auth: "student",
    params: entryIdParamsSchema,
    response: z.string(),
    mediaType: "application/pdf",
    ajaxMarker: false,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "Not the student's entry, or it holds no PDF résumé" },
    },
  },
  async ({ db, params, requireViewer }) => {
    const { bytes, fileName } = await readResumePdf(db, resumeStore, (await requireViewer()).userId, params.entry_id);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const name = fileName ?? "resume.pdf";
    return new Response(copy.buffer, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const answerQuestionRoute = defineRoute(
  {
    operationId: "answerEntryQuestion",
    summary:
      "Answer an assignment (event question) of the entry's schedule with an https URL, between its start_at and end_at; replaces an earlier answer",
    paths: [apiPaths.myEntryQuestionAnswer],
    methods: ["POST"],
    auth: "student",
    params: entryQuestionParamsSchema,
    body: questionAnswerBodySchema,
    response: questionAnswerResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "Not the student's entry, or no assignment of its schedule has this id" },
      409: {
        description:
          "`submission_closed` (details.reason: not_started, closed, entry_closed): outside the assignment's period or the entry is out of play",
      },
    },
  },
  async ({ db, params, body, requireViewer }) =>
    answerQuestion(db, (await requireViewer()).userId, params, body.submitted_url),
);

export const entrySubmissionRoutes = [
  submitResumePdfRoute,
  submitResumeUrlRoute,
  downloadResumePdfRoute,
  answerQuestionRoute,
];
