import { getStore } from "@netlify/blobs";
import { eq } from "drizzle-orm";
import { entries, eventAnswers } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { enteredScheduleResponseSchema, eventDetailSchema } from "../../core/api/event-detail";
import { myEntryResponseSchema } from "../../core/api/entries";
import { questionAnswerResponseSchema, resumeSubmissionResponseSchema } from "../../core/api/entry-submissions";
import { RESUME_MAX_BYTES } from "../../core/entries/resume-submission";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { createResumeEntry, samplePdf, type ResumeEventOptions } from "../testing/resume-fixtures";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { openTestMediaStore, type TestMediaStore } from "../testing/test-media-store";
import { RESUME_STORE_NAME } from "./resume-store";

let database: TestDatabase;
let blobs: TestMediaStore;
let submissions: FunctionModule["default"];
let resources: FunctionModule["default"];
let detail: FunctionModule["default"];
let entriesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  blobs = await openTestMediaStore();
  blobs.actAsFunctionContext();
  submissions = (await loadFunction("entry-submissions")).default;
  resources = (await loadFunction("events-detail-resources")).default;
  detail = (await loadFunction("event-detail")).default;
  entriesFunction = (await loadFunction("entries")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await blobs?.close();
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers; bytes: Uint8Array };

async function answerOf(response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let body: unknown = null;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers, bytes };
}

const as = (student: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...student.cookies, ...options.cookies },
});

async function call(fn: FunctionModule["default"], path: string, options: ApiRequestOptions = {}) {
  return answerOf(await fn(apiRequest(path, options)));
}

/** A PDF upload as the browser sends it: the bytes as the body, the file's name percent-encoded. */
async function upload(
  student: SignedIn | null,
  entryId: number,
  bytes: Uint8Array,
  { fileName = "履歴書.pdf", contentType = "application/pdf" } = {},
): Promise<Answer> {
  const base = apiRequest(`/api/v1/entries/${entryId}/resume/pdf`, {
    method: "POST",
    ...(student ? as(student) : {}),
    headers: { "X-File-Name": encodeURIComponent(fileName), "Content-Type": contentType },
  });
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return answerOf(await submissions(new Request(base, { body: copy.buffer })));
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;

async function signedInEntry(options?: ResumeEventOptions) {
  const fixture = await createResumeEntry(database.db, options);
  return { ...fixture, student: await signInAs(database.db, fixture.userId) };
}

async function storedRow(entryId: number) {
  const [row] = await database.db.select().from(entries).where(eq(entries.id, entryId));
  return row!;
}

async function enteredSchedule(student: SignedIn, eventId: number) {
  const answer = await call(resources, `/api/v1/events/${eventId}/entered_schedule`, as(student));
  expect(answer.status).toBe(200);
  return enteredScheduleResponseSchema.parse(answer.body);
}

const resumeKeys = async (entryId: number) =>
  (await getStore({ name: RESUME_STORE_NAME }).list({ prefix: `entries/${entryId}/` })).blobs.map((blob) => blob.key);

describe("POST /api/v1/entries/{entry_id}/resume/pdf", () => {
  it("stores the PDF privately, marks the résumé submitted everywhere it appears and gives the file back to its owner only", async () => {
    const { student, entryId, eventId } = await signedInEntry();
    const before = await enteredSchedule(student, eventId);
    expect(before.resume).toMatchObject({ status: "not_submitted", url: null, format: "pdf" });

    const pdf = samplePdf("first");
    const answer = await upload(student, entryId, pdf);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const { resume } = resumeSubmissionResponseSchema.parse(answer.body);
    expect(resume).toMatchObject({
      status: "submitted",
      format: "pdf",
      file_name: "履歴書.pdf",
      url: `/api/v1/entries/${entryId}/resume/pdf`,
      submitted_url: null,
    });

    // the one function behind every appearance: the entered schedule, the event detail, the entry
    const after = await enteredSchedule(student, eventId);
    expect(after.resume).toMatchObject({ status: "submitted", url: resume.url, file_name: "履歴書.pdf" });
    const event = eventDetailSchema.parse((await call(detail, `/api/v1/events/${eventId}`, as(student))).body);
    expect(event.has_resume_answer).toBe(true);
    expect(event.entry?.resume).toBe(resume.url);
    const mine = myEntryResponseSchema.parse(
      (await call(entriesFunction, `/api/v1/entries/${entryId}`, as(student))).body,
    );
    expect(mine.entry.entry.resume).toBe(resume.url);

    // the blob key is never shown; the file lives in the private store under it
    const row = await storedRow(entryId);
    expect(row.resumeKind).toBe("pdf");
    expect(JSON.stringify(answer.body)).not.toContain(row.resume!);
    expect(await resumeKeys(entryId)).toEqual([row.resume]);

    // download: the owner, by a plain link (no ajax marker)
    const download = await call(submissions, resume.url, as(student, { ajaxMarker: false }));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toContain("attachment");
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(download.bytes).equals(Buffer.from(pdf))).toBe(true);

    // another student: 404, for the download and for submissions alike; anonymous: 401
    const other = await signInAs(database.db, (await createResumeEntry(database.db)).userId);
    expect((await call(submissions, resume.url, as(other, { ajaxMarker: false }))).status).toBe(404);
    expect((await upload(other, entryId, samplePdf())).status).toBe(404);
    expect((await call(submissions, resume.url, { ajaxMarker: false })).status).toBe(401);
    expect((await upload(null, entryId, samplePdf())).status).toBe(401);
  });

  it("replaces an earlier PDF: the new file wins, the old one is deleted, the version counts both", async () => {
    const { student, entryId } = await signedInEntry();
    expect((await upload(student, entryId, samplePdf("one"))).status).toBe(200);
    const first = (await storedRow(entryId)).resume;
    expect((await upload(student, entryId, samplePdf("two"), { fileName: "ES_v2.pdf" })).status).toBe(200);
    const row = await storedRow(entryId);
    expect(row.resume).not.toBe(first);
    expect(row.resumeFileName).toBe("ES_v2.pdf");
    expect(row.resumeVersion).toBe(2);
    expect(await resumeKeys(entryId)).toEqual([row.resume]);
  });

  it("checks the content, not the name or Content-Type: a PNG named .pdf is 415 and changes nothing", async () => {
    const { student, entryId } = await signedInEntry();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused = await upload(student, entryId, png, { fileName: "resume.pdf", contentType: "application/pdf" });
    expect(refused.status).toBe(415);
    expect(errorOf(refused).code).toBe("unsupported_file_type");
    // a PDF sent as text/plain with another name is still a PDF
    const accepted = await upload(student, entryId, samplePdf(), { fileName: "es.txt", contentType: "text/plain" });
    expect(accepted.status).toBe(200);
    // an empty body and "%PDF" without the dash are not PDFs either
    expect((await upload(student, entryId, new Uint8Array(0))).status).toBe(415);
    expect((await upload(student, entryId, new TextEncoder().encode("%PDF1.4 not really"))).status).toBe(415);
    expect((await storedRow(entryId)).resumeVersion).toBe(1);
  });

  it("takes exactly 5 MiB and refuses one byte more with 413, storing nothing", async () => {
    const { student, entryId } = await signedInEntry();
    const exact = new Uint8Array(RESUME_MAX_BYTES);
    exact.set(samplePdf());
    expect((await upload(student, entryId, exact)).status).toBe(200);
    const kept = await storedRow(entryId);

    const over = new Uint8Array(RESUME_MAX_BYTES + 1);
    over.set(samplePdf());
    const refused = await upload(student, entryId, over);
    expect(refused.status).toBe(413);
    expect(errorOf(refused)).toMatchObject({ code: "payload_too_large", details: { max_bytes: RESUME_MAX_BYTES } });
    expect(await storedRow(entryId)).toEqual(kept);
    expect(await resumeKeys(entryId)).toEqual([kept.resume]);
  });

  it("refuses before reception starts and after the deadline (409 submission_closed), changing nothing", async () => {
    const early = await signedInEntry({ receptionInDays: 2 });
    const notYet = await upload(early.student, early.entryId, samplePdf());
    expect(notYet.status).toBe(409);
    expect(errorOf(notYet)).toMatchObject({ code: "submission_closed", details: { reason: "not_started" } });

    const late = await signedInEntry({ deadlineInDays: -1 });
    const closed = await upload(late.student, late.entryId, samplePdf());
    expect(closed.status).toBe(409);
    expect(errorOf(closed)).toMatchObject({ code: "submission_closed", details: { reason: "closed" } });

    for (const { entryId } of [early, late]) {
      expect((await storedRow(entryId)).resumeKind).toBeNull();
      expect(await resumeKeys(entryId)).toEqual([]);
    }
  });

  it("refuses a PDF where the event asks for a URL, and any résumé where it collects none", async () => {
    const urlEvent = await signedInEntry({ format: "url" });
    const mismatch = await upload(urlEvent.student, urlEvent.entryId, samplePdf());
    expect(mismatch.status).toBe(409);
    expect(errorOf(mismatch)).toMatchObject({ code: "submission_format_mismatch", details: { format: "url" } });

    const none = await signedInEntry({ resumePublished: false });
    expect((await upload(none.student, none.entryId, samplePdf())).status).toBe(409);
    expect((await enteredSchedule(none.student, none.eventId)).resume).toBeNull();
  });

  it("refuses a canceled entry", async () => {
    const { student, entryId } = await signedInEntry();
    await database.db.update(entries).set({ state: "canceled", canceledAt: new Date() }).where(eq(entries.id, entryId));
    const refused = await upload(student, entryId, samplePdf());
    expect(refused.status).toBe(409);
    expect(errorOf(refused).details).toMatchObject({ reason: "entry_closed" });
  });
});

describe("POST /api/v1/entries/{entry_id}/resume/url", () => {
  it("stores an https URL as the résumé, shown by the entered schedule", async () => {
    const { student, entryId, eventId } = await signedInEntry({ format: "url" });
    const answer = await call(submissions, `/api/v1/entries/${entryId}/resume/url`, {
      ...as(student),
      method: "POST",
      body: { url: "https://docs.example.com/es/taro" },
    });
    expect(answer.status).toBe(200);
    expect(resumeSubmissionResponseSchema.parse(answer.body).resume).toMatchObject({
      url: "https://docs.example.com/es/taro",
      submitted_url: "https://docs.example.com/es/taro",
      format: "url",
    });
    expect((await enteredSchedule(student, eventId)).resume).toMatchObject({
      status: "submitted",
      submitted_url: "https://docs.example.com/es/taro",
    });
  });

  it.each([
    ["http", "http://docs.example.com/es"],
    ["javascript", "javascript:alert(1)"],
    ["not a URL", "履歴書"],
    ["credentials", "https://user:pw@example.com/"],
  ])("refuses a bad URL (%s) with 400 invalid_parameter, changing nothing", async (_name, url) => {
    const { student, entryId } = await signedInEntry({ format: "url" });
    const answer = await call(submissions, `/api/v1/entries/${entryId}/resume/url`, {
      ...as(student),
      method: "POST",
      body: { url },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe("invalid_parameter");
    expect((await storedRow(entryId)).resumeKind).toBeNull();
  });
});

describe("POST /api/v1/entries/{entry_id}/event_questions/{event_question_id}/answer", () => {
  it("answers an open assignment, replaces the answer, and the entered schedule shows it", async () => {
    const { student, entryId, eventId, openQuestionId, closedQuestionId } = await signedInEntry();
    const path = `/api/v1/entries/${entryId}/event_questions/${openQuestionId}/answer`;
    const first = await call(submissions, path, {
      ...as(student),
      method: "POST",
      body: { submitted_url: "https://youtu.be/a" },
    });
    expect(first.status).toBe(200);
    expect(questionAnswerResponseSchema.parse(first.body)).toEqual({
      event_question_id: openQuestionId,
      status: "submitted",
      submitted_url: "https://youtu.be/a",
    });
    await call(submissions, path, { ...as(student), method: "POST", body: { submitted_url: "https://youtu.be/b" } });
    const schedule = await enteredSchedule(student, eventId);
    expect(schedule.event_questions.find((question) => question.id === openQuestionId)).toMatchObject({
      status: "submitted",
      submitted_url: "https://youtu.be/b",
      url: "https://forms.example.com/pr",
    });
    expect(schedule.event_questions.find((question) => question.id === closedQuestionId)).toMatchObject({
      status: "not_submitted",
      submitted_url: null,
      url: null,
    });
    const rows = await database.db.select().from(eventAnswers).where(eq(eventAnswers.eventQuestionId, openQuestionId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a closed assignment (409), another schedule's assignment (404) and a bad URL (400), changing nothing", async () => {
    const { student, entryId, closedQuestionId } = await signedInEntry();
    const other = await createResumeEntry(database.db);
    const send = (questionId: number, submitted_url: string) =>
      call(submissions, `/api/v1/entries/${entryId}/event_questions/${questionId}/answer`, {
        ...as(student),
        method: "POST",
        body: { submitted_url },
      });
    const closed = await send(closedQuestionId, "https://example.com/late");
    expect(closed.status).toBe(409);
    expect(errorOf(closed).details).toMatchObject({ reason: "closed" });
    expect((await send(other.openQuestionId, "https://example.com/x")).status).toBe(404);
    expect((await send(closedQuestionId, "ftp://example.com/x")).status).toBe(400);
    const rows = await database.db.select().from(eventAnswers).where(eq(eventAnswers.userId, student.userId));
    expect(rows).toEqual([]);
  });
});
