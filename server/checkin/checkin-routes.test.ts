import { eq } from "drizzle-orm";
import { createDb } from "../../db/client";
import { entries, eventCheckinableCompanies, schedules } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import {
  attendanceResponseSchema,
  boothCodeResponseSchema,
  venueCheckinResponseSchema,
  venueCodeResponseSchema,
} from "../../core/api/checkin";
import type { EntryState } from "../../core/entries/entry-state";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { editorRequest, TEST_EDITOR_SECRET, withEditorSecret } from "../testing/editor-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents, type ScheduleFixture } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { boothCode, checkVenueCode, readTicketCode, tokyoDay, venueCode, VENUE_WINDOW_MS } from "./checkin-codes";
import { readCheckinSecret } from "./checkin-env";
import { tokyoDayStart } from "./checkin-day";
import { markAbsences } from "./mark-absences";
import { checkInAtVenue } from "./venue-checkin";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let checkinFunction: FunctionModule["default"];
let editorFunction: FunctionModule["default"];
const secret = readCheckinSecret();

beforeAll(async () => {
  database = await openSeededDatabase();
  checkinFunction = (await loadFunction("venue-checkin")).default;
  editorFunction = (await loadFunction("editor-checkin-codes")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}, handler = checkinFunction): Promise<Answer> {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

/** An event whose schedules start at the given offsets from now (hours); each lasts 3 hours. */
async function eventAt(startsInHours: number[], fixture: ScheduleFixture = {}) {
  return createEventWithSchedules(database.db, {
    schedules: startsInHours.map((hours) => ({ ...fixture, startInDays: hours / 24, deadlineInDays: -1 })),
  });
}

async function enter(
  userId: string,
  eventId: number,
  scheduleId: number,
  state: EntryState = "entried",
): Promise<number> {
  const [row] = await database.db
    .insert(entries)
    .values({
      userId,
      eventId,
      scheduleId,
      state,
      entriedAt: new Date(),
      ...(state === "attended" ? { attendedAt: new Date() } : {}),
    })
    .returning({ id: entries.id });
  return row!.id;
}

function checkIn(signedIn: SignedIn, eventId: number, code: string, options: ApiRequestOptions = {}) {
  return call(
    `/api/v1/events/${eventId}/event_in/attend`,
    as(signedIn, { method: "POST", body: { code }, ...options }),
  );
}

describe("POST /api/v1/events/{event_id}/event_in/attend", () => {
  it("answers 401 to anonymous requests", async () => {
    const { eventId, scheduleIds } = await eventAt([-1]);
    const answer = await call(`/api/v1/events/${eventId}/event_in/attend`, {
      method: "POST",
      body: { code: venueCode(secret, scheduleIds[0]!, new Date()) },
    });
    expect(answer.status).toBe(401);
  });

  it("answers 404 for an unknown or unpublished event", async () => {
    const signedIn = await student();
    expect((await checkIn(signedIn, 99_999_999, "abcdefgh12345678")).status).toBe(404);
    expect((await checkIn(signedIn, Number.NaN, "abcdefgh12345678")).status).toBe(404);
    const hidden = await createEventWithSchedules(database.db, {
      published: false,
      schedules: [{ startInDays: -1 / 24 }],
    });
    await enter(signedIn.userId, hidden.eventId, hidden.scheduleIds[0]!);
    expect(
      (await checkIn(signedIn, hidden.eventId, venueCode(secret, hidden.scheduleIds[0]!, new Date()))).status,
    ).toBe(404);
  });

  it("rejects a malformed code or unknown body fields with 400", async () => {
    const signedIn = await student();
    const { eventId } = await eventAt([-1]);
    expect((await checkIn(signedIn, eventId, "short")).status).toBe(400);
    const extra = await call(
      `/api/v1/events/${eventId}/event_in/attend`,
      as(signedIn, { method: "POST", body: { code: "abcdefgh12345678", user_id: "x" } }),
    );
    expect(extra.status).toBe(400);
  });

  it("checks a student in: attended with attended_at, no-store; a replay answers already_attended and keeps the first attended_at", async () => {
    const signedIn = await student();
    const { eventId, scheduleIds } = await eventAt([-1]);
    const entryId = await enter(signedIn.userId, eventId, scheduleIds[0]!);
    const answer = await checkIn(signedIn, eventId, venueCode(secret, scheduleIds[0]!, new Date()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const first = venueCheckinResponseSchema.parse(answer.body);
    expect(first.status).toBe("attended");
    expect(first.entry).toMatchObject({ id: entryId, state: "attended" });
    expect(first.entry.attended_at).not.toBeNull();
    expect(first.event.id).toBe(eventId);
    expect(first.schedule.id).toBe(scheduleIds[0]);

    const replay = venueCheckinResponseSchema.parse(
      (await checkIn(signedIn, eventId, venueCode(secret, scheduleIds[0]!, new Date()))).body,
    );
    expect(replay.status).toBe("already_attended");
    expect(replay.entry.attended_at).toBe(first.entry.attended_at);
    // even a stale code only replays: nothing changes
    const stale = venueCheckinResponseSchema.parse((await checkIn(signedIn, eventId, "zzzzzzzzzzzzzzzz")).body);
    expect(stale.status).toBe("already_attended");
    const [row] = await database.db.select().from(entries).where(eq(entries.id, entryId));
    expect(row!.attendedAt!.toISOString()).toBe(first.entry.attended_at);
  });

  async function refusal(answer: Answer): Promise<string> {
    expect(answer.status).toBe(409);
    const error = errorOf(answer);
    expect(error.code).toBe("checkin_refused");
    return (error.details as { reason: string }).reason;
  }

  it("refuses no_entry without a seat-holding entry (none, canceled, pre_entried, waitlisted)", async () => {
    const signedIn = await student();
    const { eventId, scheduleIds } = await eventAt([-1]);
    const code = venueCode(secret, scheduleIds[0]!, new Date());
    expect(await refusal(await checkIn(signedIn, eventId, code))).toBe("no_entry");
    for (const state of ["canceled", "pre_entried", "remained", "absenced"] as const) {
      const other = await student();
      await enter(other.userId, eventId, scheduleIds[0]!, state);
      expect([state, await refusal(await checkIn(other, eventId, code))]).toEqual([state, "no_entry"]);
    }
  });

  it("refuses wrong_day for a schedule on another day, one that has ended, or one canceled", async () => {
    const tomorrow = await eventAt([48]);
    const ended = await eventAt([-4]);
    const canceled = await eventAt([-1], { canceled: true });
    for (const { eventId, scheduleIds } of [tomorrow, ended, canceled]) {
      const signedIn = await student();
      await enter(signedIn.userId, eventId, scheduleIds[0]!);
      expect(await refusal(await checkIn(signedIn, eventId, venueCode(secret, scheduleIds[0]!, new Date())))).toBe(
        "wrong_day",
      );
    }
  });

  it("refuses code_expired for the schedule's code from an older window and invalid_code for another schedule's or a forged one", async () => {
    const signedIn = await student();
    const { eventId, scheduleIds } = await eventAt([-1, -1]);
    await enter(signedIn.userId, eventId, scheduleIds[0]!);
    const old = new Date(Date.now() - 3 * VENUE_WINDOW_MS);
    expect(await refusal(await checkIn(signedIn, eventId, venueCode(secret, scheduleIds[0]!, old)))).toBe(
      "code_expired",
    );
    expect(await refusal(await checkIn(signedIn, eventId, venueCode(secret, scheduleIds[1]!, new Date())))).toBe(
      "invalid_code",
    );
    expect(await refusal(await checkIn(signedIn, eventId, "ForgedCode123456"))).toBe("invalid_code");
    const [row] = await database.db.select().from(entries).where(eq(entries.userId, signedIn.userId));
    expect([row!.state, row!.attendedAt]).toEqual(["entried", null]);
  });
});

describe("checkInAtVenue windows (service, explicit clock)", () => {
  /** A schedule starting 13:00 JST three days ahead, ending 16:00 JST. */
  async function fixedSchedule(state: EntryState = "entried") {
    const [userId] = await createStudents(database.db, 1);
    const { eventId, scheduleIds } = await eventAt([72]);
    const day = tokyoDayStart(new Date(Date.now() + 3 * DAY));
    const startAt = new Date(day.getTime() + 13 * HOUR);
    const endAt = new Date(day.getTime() + 16 * HOUR);
    await database.db.update(schedules).set({ startAt, endAt }).where(eq(schedules.id, scheduleIds[0]!));
    const entryId = await enter(userId!, eventId, scheduleIds[0]!, state);
    return { userId: userId!, eventId, scheduleId: scheduleIds[0]!, entryId, day, startAt, endAt };
  }

  const attempt = (f: { userId: string; eventId: number; scheduleId: number }, now: Date, codeAt: Date = now) =>
    checkInAtVenue(database.db, {
      userId: f.userId,
      eventId: f.eventId,
      code: venueCode(secret, f.scheduleId, codeAt),
      secret,
      now,
    }).then(
      (answer) => answer.status,
      (error: { details?: { reason: string } }) => error.details?.reason,
    );

  it("opens at 00:00 JST of the schedule's day (not a second before) and closes at its end (open a second before)", async () => {
    const f = await fixedSchedule();
    expect(await attempt(f, new Date(f.day.getTime() - 1000))).toBe("wrong_day");
    expect(await attempt(f, f.endAt)).toBe("wrong_day");
    expect(await attempt(f, new Date(f.endAt.getTime() - 1000))).toBe("attended");
    const g = await fixedSchedule();
    expect(await attempt(g, g.day)).toBe("attended");
  });

  it("accepts codes of the current and the previous window only: a second older is expired", async () => {
    const f = await fixedSchedule();
    const now = new Date(Math.floor((f.startAt.getTime() + 30 * 60 * 1000) / VENUE_WINDOW_MS) * VENUE_WINDOW_MS + 1000);
    const previousWindowStart = new Date(now.getTime() - 1000 - VENUE_WINDOW_MS);
    expect(
      checkVenueCode(
        secret,
        f.scheduleId,
        venueCode(secret, f.scheduleId, new Date(previousWindowStart.getTime() - 1000)),
        now,
      ),
    ).toBe("expired");
    expect(await attempt(f, now, new Date(previousWindowStart.getTime() - 1000))).toBe("code_expired");
    expect(await attempt(f, now, previousWindowStart)).toBe("attended");
  });

  it("checks an invited entry in (it holds a seat)", async () => {
    const f = await fixedSchedule("invited");
    expect(await attempt(f, f.startAt)).toBe("attended");
  });

  // One connection: pglite-socket interleaves concurrent connections' messages (bench/entries.ts), and PGlite runs one
  // transaction at a time anyway; venue-checkin.postgres.test.ts races truly overlapping transactions.
  it("writes once under concurrent duplicates: one attended, the rest already_attended with the same attended_at", async () => {
    const f = await fixedSchedule();
    const single = createDb(database.url, { max: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        checkInAtVenue(single.db, {
          userId: f.userId,
          eventId: f.eventId,
          code: venueCode(secret, f.scheduleId, f.startAt),
          secret,
          now: new Date(f.startAt.getTime() + i),
        }),
      ),
    ).finally(() => single.close());
    expect(answers.filter((answer) => answer.status === "attended")).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.entry.attended_at)).size).toBe(1);
    const [row] = await database.db.select().from(entries).where(eq(entries.id, f.entryId));
    expect(row!.attendedAt!.toISOString()).toBe(answers[0]!.entry.attended_at);
  });
});

describe("GET /api/v1/event_attendance", () => {
  it("answers 401 to anonymous requests", async () => {
    expect((await call("/api/v1/event_attendance")).status).toBe(401);
  });

  it("lists today first, then upcoming soonest first, then past latest first, with tickets and attendance", async () => {
    const signedIn = await student();
    const today = await eventAt([-1]);
    const inFiveDays = await eventAt([5 * 24]);
    const inTwoDays = await eventAt([2 * 24]);
    const canceledUpcoming = await eventAt([3 * 24]);
    const threeDaysAgo = await eventAt([-3 * 24]);
    const fiveDaysAgo = await eventAt([-5 * 24]);
    const notClosed = await eventAt([-7 * 24]);
    const lottery = await eventAt([4 * 24]);
    const ids = {
      today: await enter(signedIn.userId, today.eventId, today.scheduleIds[0]!),
      inFiveDays: await enter(signedIn.userId, inFiveDays.eventId, inFiveDays.scheduleIds[0]!, "elected"),
      inTwoDays: await enter(signedIn.userId, inTwoDays.eventId, inTwoDays.scheduleIds[0]!, "invited"),
      canceledUpcoming: await enter(
        signedIn.userId,
        canceledUpcoming.eventId,
        canceledUpcoming.scheduleIds[0]!,
        "canceled",
      ),
      threeDaysAgo: await enter(signedIn.userId, threeDaysAgo.eventId, threeDaysAgo.scheduleIds[0]!, "attended"),
      fiveDaysAgo: await enter(signedIn.userId, fiveDaysAgo.eventId, fiveDaysAgo.scheduleIds[0]!, "absenced"),
      notClosed: await enter(signedIn.userId, notClosed.eventId, notClosed.scheduleIds[0]!, "entried"),
    };
    await enter(signedIn.userId, lottery.eventId, lottery.scheduleIds[0]!, "pre_entried");

    const answer = await call("/api/v1/event_attendance", as(signedIn));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const { items } = attendanceResponseSchema.parse(answer.body);
    expect(items.map((item) => item.entry_id)).toEqual([
      ids.today,
      ids.inTwoDays,
      ids.canceledUpcoming,
      ids.inFiveDays,
      ids.threeDaysAgo,
      ids.fiveDaysAgo,
      ids.notClosed,
    ]);
    const byId = new Map(items.map((item) => [item.entry_id, item]));
    expect(byId.get(ids.today)).toMatchObject({ today: true, attendance: null });
    expect(readTicketCode(secret, byId.get(ids.today)!.ticket_code!, new Date())).toBe(ids.today);
    expect(readTicketCode(secret, byId.get(ids.inTwoDays)!.ticket_code!, new Date())).toBe(ids.inTwoDays);
    expect(byId.get(ids.inFiveDays)).toMatchObject({ today: false, attendance: null, state: "elected" });
    expect(byId.get(ids.canceledUpcoming)).toMatchObject({ ticket_code: null, attendance: "canceled" });
    expect(byId.get(ids.threeDaysAgo)).toMatchObject({ ticket_code: null, attendance: "attended" });
    expect(byId.get(ids.fiveDaysAgo)).toMatchObject({ ticket_code: null, attendance: "absent" });
    // ended without a check-in, before the absence job ran: absent already
    expect(byId.get(ids.notClosed)).toMatchObject({ ticket_code: null, attendance: "absent", state: "entried" });
    // a ticket expires when its schedule ends
    expect(
      readTicketCode(secret, byId.get(ids.today)!.ticket_code!, new Date(byId.get(ids.today)!.schedule.end_at)),
    ).toBeNull();
  });
});

describe("editor check-in codes", () => {
  withEditorSecret();

  const editorCall = async (path: string, options: Parameters<typeof editorRequest>[1] = {}): Promise<Answer> => {
    const response = await editorFunction(editorRequest(path, options));
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

  it("answers the venue code to a signed call, without ajax marker; 401 with a wrong, missing, replayed or unconfigured signature", async () => {
    const { eventId, scheduleIds } = await eventAt([-1]);
    const path = `/api/v1/editor/schedules/${scheduleIds[0]}/checkin_code`;
    const answer = await editorCall(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const body = venueCodeResponseSchema.parse(answer.body);
    expect(body.schedule_id).toBe(scheduleIds[0]);
    expect(checkVenueCode(secret, scheduleIds[0]!, body.code, new Date())).toBe("valid");
    expect(body.url).toBe(`http://localhost:8888/event_in/attend/events/${eventId}?code=${body.code}`);
    expect(new Date(body.valid_until).getTime()).toBeGreaterThan(Date.now() + VENUE_WINDOW_MS - 1000);
    expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    expect((await editorCall(path, { secret: `${TEST_EDITOR_SECRET}x`, now: Date.now() + 1000 })).status).toBe(401);
    const unsigned = await editorFunction(new Request(new URL(path, "http://localhost:8888")));
    expect(unsigned.status).toBe(401);
    expect(await unsigned.text()).not.toContain(TEST_EDITOR_SECRET);
    const once = editorRequest(path, { now: Date.now() + 2000 });
    expect((await editorFunction(once.clone())).status).toBe(200);
    expect((await editorFunction(once)).status).toBe(401);
    delete process.env.EDITOR_WEBHOOK_SECRET;
    expect((await editorCall(path, { now: Date.now() + 3000 })).status).toBe(401);
  });

  it("answers 404 for an unknown schedule or booth", async () => {
    expect((await editorCall("/api/v1/editor/schedules/99999999/checkin_code")).status).toBe(404);
    expect((await editorCall("/api/v1/editor/event_checkinable_companies/99999999/checkin_code")).status).toBe(404);
  });

  it("answers a booth's code for today", async () => {
    const [booth] = await database.db.select().from(eventCheckinableCompanies).limit(1);
    if (!booth) throw new Error("the seed has no check-in company");
    const path = `/api/v1/editor/event_checkinable_companies/${booth.id}/checkin_code`;
    expect((await editorCall(path, { secret: "wrong-secret-0123456789abcdefghijklmnop" })).status).toBe(401);
    const body = boothCodeResponseSchema.parse((await editorCall(path)).body);
    expect(body).toMatchObject({
      event_checkinable_company_id: booth.id,
      event_id: booth.eventId,
      code: boothCode(secret, booth.id, tokyoDay(new Date())),
    });
    expect(body.url).toBe(`http://localhost:8888/event_checkinable_companies/${booth.id}?code=${body.code}`);
    expect(tokyoDay(new Date(new Date(body.valid_until).getTime() - 1000))).toBe(tokyoDay(new Date()));
    expect(tokyoDay(new Date(body.valid_until))).not.toBe(tokyoDay(new Date()));
  });
});

describe("markAbsences", () => {
  it("marks seat-holding entries of ended, uncanceled schedules without a check-in absenced, once", async () => {
    const now = new Date();
    const ended = await eventAt([-5]);
    const endedCanceled = await eventAt([-5], { canceled: true });
    const running = await eventAt([-1]);
    const students = await createStudents(database.db, 7);
    const absentees = [
      await enter(students[0]!, ended.eventId, ended.scheduleIds[0]!, "entried"),
      await enter(students[1]!, ended.eventId, ended.scheduleIds[0]!, "elected"),
      await enter(students[2]!, ended.eventId, ended.scheduleIds[0]!, "invited"),
    ];
    const kept = [
      await enter(students[3]!, ended.eventId, ended.scheduleIds[0]!, "attended"),
      await enter(students[4]!, ended.eventId, ended.scheduleIds[0]!, "canceled"),
      await enter(students[5]!, endedCanceled.eventId, endedCanceled.scheduleIds[0]!, "entried"),
      await enter(students[6]!, running.eventId, running.scheduleIds[0]!, "entried"),
    ];
    expect(await markAbsences(database.db, now)).toBeGreaterThanOrEqual(absentees.length);
    const rows = await database.db.select().from(entries);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of absentees)
      expect([byId.get(id)!.state, byId.get(id)!.absencedAt?.toISOString()]).toEqual(["absenced", now.toISOString()]);
    expect(kept.map((id) => byId.get(id)!.state)).toEqual(["attended", "canceled", "entried", "entried"]);
    expect(await markAbsences(database.db, now)).toBe(0);
    // at its end the running schedule's entry stays; a second later it is marked
    const [runningSchedule] = await database.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, running.scheduleIds[0]!));
    const stateOfRunning = async () =>
      (await database.db.select().from(entries).where(eq(entries.id, kept[3]!)))[0]!.state;
    await markAbsences(database.db, runningSchedule!.endAt);
    expect(await stateOfRunning()).toBe("entried");
    await markAbsences(database.db, new Date(runningSchedule!.endAt.getTime() + 1000));
    expect(await stateOfRunning()).toBe("absenced");
  });
});
