import { eq } from "drizzle-orm";
import { entries } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { attendUrlResponseSchema, LIVE_LINK_OPENS_BEFORE_MS } from "../../../core/api/checkin";
import { apiRequest, TEST_ORIGIN, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";
import { createEntry, setSchedule } from "../booths/booth-fixtures";
import { attendOnline, loadAttendUrl } from "./online-attendance";

let database: TestDatabase;
let onlineFunction: FunctionModule["default"];
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const LIVE_URL = "https://meet.example.com/mirai-live-123";

beforeAll(async () => {
  database = await openSeededDatabase();
  onlineFunction = (await loadFunction("checkin-online")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}): Promise<Answer> {
  const response = await onlineFunction(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

/** An internship whose one schedule starts `startInMs` from now, lasts two hours, online unless liveUrl is null. */
async function onlineEvent(startInMs: number, liveUrl: string | null = LIVE_URL) {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    schedules: [{ isOnline: true, place: null }],
  });
  const start = Date.now() + startInMs;
  await setSchedule(database.db, scheduleIds[0]!, {
    startAt: new Date(start),
    endAt: new Date(start + 2 * HOUR),
    liveUrl,
  });
  return { eventId, scheduleId: scheduleIds[0]! };
}

async function enteredStudent(
  eventId: number,
  scheduleId: number,
  state: "entried" | "elected" | "invited" | "attended" | "canceled" | "pre_entried" = "entried",
) {
  const signedIn = await student();
  const entryId = await createEntry(database.db, signedIn.userId, eventId, scheduleId, state);
  return { signedIn, entryId };
}

const attendUrl = (eventId: number, signedIn: SignedIn) =>
  call(`/api/v1/events/${eventId}/event_in/attend_url`, as(signedIn));
const live = (eventId: number, options: ApiRequestOptions = {}) =>
  call(`/api/v1/events/${eventId}/event_in/live`, { ...options, ajaxMarker: false });
const entryRow = async (entryId: number) =>
  (await database.db.select().from(entries).where(eq(entries.id, entryId)))[0]!;

describe("GET /api/v1/events/{event_id}/event_in/attend_url", () => {
  it("is open from 30 minutes before the start: attend_url is our live redirect, unstored", async () => {
    const { eventId, scheduleId } = await onlineEvent(10 * MINUTE);
    const { signedIn } = await enteredStudent(eventId, scheduleId);
    const answer = await attendUrl(eventId, signedIn);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const body = attendUrlResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ status: "open", attend_url: `${TEST_ORIGIN}/api/v1/events/${eventId}/event_in/live` });
    expect(body.opens_at).not.toBeNull();
  });

  it("answers not_entered, not_online, not_yet and ended with no attend_url", async () => {
    const soon = await onlineEvent(10 * MINUTE);
    expect(attendUrlResponseSchema.parse((await attendUrl(soon.eventId, await student())).body)).toEqual({
      status: "not_entered",
      attend_url: null,
      opens_at: null,
    });
    const canceled = await enteredStudent(soon.eventId, soon.scheduleId, "canceled");
    expect(attendUrlResponseSchema.parse((await attendUrl(soon.eventId, canceled.signedIn)).body).status).toBe(
      "not_entered",
    );

    const offline = await onlineEvent(10 * MINUTE, null);
    const atVenue = await enteredStudent(offline.eventId, offline.scheduleId);
    expect(attendUrlResponseSchema.parse((await attendUrl(offline.eventId, atVenue.signedIn)).body)).toMatchObject({
      status: "not_online",
      attend_url: null,
    });

    const scripted = await onlineEvent(10 * MINUTE, "javascript:alert(1)");
    const scriptedStudent = await enteredStudent(scripted.eventId, scripted.scheduleId);
    expect(
      attendUrlResponseSchema.parse((await attendUrl(scripted.eventId, scriptedStudent.signedIn)).body).status,
    ).toBe("not_online");

    const later = await onlineEvent(2 * HOUR);
    const early = await enteredStudent(later.eventId, later.scheduleId);
    const notYet = attendUrlResponseSchema.parse((await attendUrl(later.eventId, early.signedIn)).body);
    expect(notYet).toMatchObject({ status: "not_yet", attend_url: null });
    expect(Date.parse(notYet.opens_at!)).toBeGreaterThan(Date.now() + HOUR);

    const past = await onlineEvent(-3 * HOUR);
    const late = await enteredStudent(past.eventId, past.scheduleId, "attended");
    expect(attendUrlResponseSchema.parse((await attendUrl(past.eventId, late.signedIn)).body)).toMatchObject({
      status: "ended",
      attend_url: null,
    });
  });

  it("answers 401 anonymously and 404 for an unknown event", async () => {
    const { eventId } = await onlineEvent(10 * MINUTE);
    expect((await call(`/api/v1/events/${eventId}/event_in/attend_url`)).status).toBe(401);
    expect((await attendUrl(2147483000, await student())).status).toBe(404);
  });

  it("opens exactly 30 minutes before the start and closes at the end (one second either side)", async () => {
    const { eventId, scheduleId } = await onlineEvent(5 * HOUR);
    const start = new Date("2026-12-01T14:00:00+09:00");
    const end = new Date("2026-12-01T16:00:00+09:00");
    await setSchedule(database.db, scheduleId, { startAt: start, endAt: end, liveUrl: LIVE_URL });
    const { signedIn } = await enteredStudent(eventId, scheduleId);
    const opens = start.getTime() - LIVE_LINK_OPENS_BEFORE_MS;
    const statusAt = async (ms: number) =>
      (await loadAttendUrl(database.db, signedIn.userId, eventId, TEST_ORIGIN, new Date(ms))).status;
    expect(await statusAt(opens - 1000)).toBe("not_yet");
    expect(await statusAt(opens)).toBe("open");
    expect(await statusAt(opens + 1000)).toBe("open");
    expect(await statusAt(end.getTime() - 1000)).toBe("open");
    expect(await statusAt(end.getTime())).toBe("ended");
    expect(await statusAt(end.getTime() + 1000)).toBe("ended");
    expect((await loadAttendUrl(database.db, signedIn.userId, eventId, TEST_ORIGIN, new Date(opens))).opens_at).toBe(
      new Date(opens).toISOString(),
    );
  });
});

describe("GET /api/v1/events/{event_id}/event_in/live (a plain link)", () => {
  it("records attendance once and redirects to the live URL, without the ajax marker", async () => {
    const { eventId, scheduleId } = await onlineEvent(10 * MINUTE);
    const { signedIn, entryId } = await enteredStudent(eventId, scheduleId);
    const answer = await live(eventId, as(signedIn));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(LIVE_URL);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const attended = await entryRow(entryId);
    expect(attended.state).toBe("attended");
    expect(attended.attendedAt).not.toBeNull();

    const again = await live(eventId, as(signedIn));
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(LIVE_URL);
    expect((await entryRow(entryId)).attendedAt).toEqual(attended.attendedAt);
  });

  it("sends everyone else back to the event page and records nothing", async () => {
    const eventPage = (eventId: number) => `${TEST_ORIGIN}/events/internship/${eventId}`;
    const later = await onlineEvent(2 * HOUR);
    const early = await enteredStudent(later.eventId, later.scheduleId);
    const tooEarly = await live(later.eventId, as(early.signedIn));
    expect(tooEarly.status).toBe(302);
    expect(tooEarly.headers.get("Location")).toBe(eventPage(later.eventId));
    expect((await entryRow(early.entryId)).state).toBe("entried");

    const soon = await onlineEvent(10 * MINUTE);
    expect((await live(soon.eventId)).headers.get("Location")).toBe(eventPage(soon.eventId));
    expect((await live(soon.eventId, as(await student()))).headers.get("Location")).toBe(eventPage(soon.eventId));

    const past = await onlineEvent(-3 * HOUR);
    const late = await enteredStudent(past.eventId, past.scheduleId);
    expect((await live(past.eventId, as(late.signedIn))).headers.get("Location")).toBe(eventPage(past.eventId));
    expect((await entryRow(late.entryId)).state).toBe("entried");

    expect((await live(2147483000)).status).toBe(404);
  });

  it("records an invited student's attendance too (an invitation holds a seat: invited → attended)", async () => {
    const { eventId, scheduleId } = await onlineEvent(10 * MINUTE);
    const invited = await enteredStudent(eventId, scheduleId, "invited");
    expect((await live(eventId, as(invited.signedIn))).headers.get("Location")).toBe(LIVE_URL);
    expect(await entryRow(invited.entryId)).toMatchObject({ state: "attended" });
  });

  it("lets a lottery applicant through without recording anything (pre_entried may not become attended)", async () => {
    const { eventId, scheduleId } = await onlineEvent(10 * MINUTE);
    const applicant = await enteredStudent(eventId, scheduleId, "pre_entried");
    await live(eventId, as(applicant.signedIn));
    expect(await entryRow(applicant.entryId)).toMatchObject({ state: "pre_entried", attendedAt: null });
  });

  it("records attendance only inside the window (service with now: one second either side)", async () => {
    const { eventId, scheduleId } = await onlineEvent(5 * HOUR);
    const start = new Date("2026-12-01T14:00:00+09:00");
    const end = new Date("2026-12-01T16:00:00+09:00");
    await setSchedule(database.db, scheduleId, { startAt: start, endAt: end, liveUrl: LIVE_URL });
    const { signedIn, entryId } = await enteredStudent(eventId, scheduleId, "elected");
    const opens = start.getTime() - LIVE_LINK_OPENS_BEFORE_MS;
    expect(await attendOnline(database.db, signedIn.userId, eventId, new Date(opens - 1000))).toBeNull();
    expect(await attendOnline(database.db, signedIn.userId, eventId, new Date(end.getTime()))).toBeNull();
    expect((await entryRow(entryId)).state).toBe("elected");
    expect(await attendOnline(database.db, signedIn.userId, eventId, new Date(end.getTime() - 1000))).toBe(LIVE_URL);
    expect(await entryRow(entryId)).toMatchObject({ state: "attended", attendedAt: new Date(end.getTime() - 1000) });
  });
});
