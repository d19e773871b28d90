import { desc, eq, sql } from "drizzle-orm";
import { entries, outboxMails, schedules } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import {
  calendarFeedResponseSchema,
  entryResponseSchema,
  myEntriesResponseSchema,
  myEntryResponseSchema,
} from "../../core/api/entries";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents, type ScheduleFixture } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, type SignedIn } from "../testing/sign-in-as";

let database: TestDatabase;
let entriesFunction: FunctionModule["default"];
let feedFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  entriesFunction = (await loadFunction("entries")).default;
  feedFunction = (await loadFunction("calendar-feed")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; text: string; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}, handler = entriesFunction): Promise<Answer> {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;

async function student(graduateYear: number | null = 2027): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1, graduateYear);
  return signInAs(database.db, id!);
}

const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

function enter(signedIn: SignedIn, eventId: number, scheduleId: number, options: ApiRequestOptions = {}) {
  return call(
    `/api/v1/events/${eventId}/schedules/${scheduleId}/entries`,
    as(signedIn, { method: "POST", body: {}, ...options }),
  );
}

async function event(
  schedulesOf: ScheduleFixture[],
  options: { lottery?: boolean; graduateYears?: number[]; published?: boolean } = {},
) {
  return createEventWithSchedules(database.db, { ...options, schedules: schedulesOf });
}

describe("POST /api/v1/events/{event_id}/schedules/{schedule_id}/entries", () => {
  it("answers 401 to anonymous requests", async () => {
    const { eventId, scheduleIds } = await event([{}]);
    const answer = await call(`/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/entries`, {
      method: "POST",
      body: {},
    });
    expect(answer.status).toBe(401);
  });

  it.each(AUTH_MODES)(
    "enters a signed-in student (%s mode): 201 with the entry, no-store, a confirmation mail with the .ics",
    async (mode) => {
      const [id] = await createStudents(database.db, 1);
      const signedIn = await signInAs(database.db, id!);
      const { eventId, scheduleIds } = await event([{ admissionLimitNumber: 5 }]);
      const answer = await call(`/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/entries`, {
        method: "POST",
        body: {},
        ...(await credentialsFor(database.db, signedIn, mode)),
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      const { entry } = entryResponseSchema.parse(answer.body);
      expect(entry).toMatchObject({
        event_id: eventId,
        schedule_id: scheduleIds[0],
        user_id: id,
        state: "entried",
        inflow: "web",
        canceled_at: null,
      });
      expect(entry.entried_at).not.toBeNull();
      const [mail] = await database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.template, "entry_complete"))
        .orderBy(desc(outboxMails.id))
        .limit(1);
      expect(mail!.subject).toContain("エントリー完了");
      expect(mail!.bodyText).toContain("エントリーが完了しました");
      expect(mail!.bodyHtml).toContain("<html");
      expect(mail!.attachments).toEqual([
        expect.objectContaining({
          filename: `entry-${entry.id}.ics`,
          content: expect.stringContaining(`UID:entry-${entry.id}@mirai-career.jp`),
        }),
      ]);
    },
  );

  it("refuses a full schedule (schedule_full), counting only seat-holding states", async () => {
    const { eventId, scheduleIds } = await event([{ admissionLimitNumber: 1 }]);
    const [holder, canceledOne] = await createStudents(database.db, 2);
    await database.db.insert(entries).values([
      { eventId, scheduleId: scheduleIds[0]!, userId: canceledOne!, state: "canceled" },
      { eventId, scheduleId: scheduleIds[0]!, userId: holder!, state: "entried" },
    ]);
    const answer = await enter(await student(), eventId, scheduleIds[0]!);
    expect([answer.status, errorOf(answer).code]).toEqual([409, "schedule_full"]);
  });

  it("refuses closed schedules with entry_closed: deadline passed, entry stopped, schedule canceled", async () => {
    const { eventId, scheduleIds } = await event([{ deadlineInDays: -1 }, { stoppedEntry: true }, { canceled: true }]);
    const signedIn = await student();
    for (const scheduleId of scheduleIds) {
      const answer = await enter(signedIn, eventId, scheduleId);
      expect([scheduleId, answer.status, errorOf(answer).code]).toEqual([scheduleId, 409, "entry_closed"]);
    }
  });

  it("answers 404 for an unknown schedule, an unpublished event, a schedule of another event and a non-numeric id", async () => {
    const signedIn = await student();
    const published = await event([{}]);
    const hidden = await event([{}], { published: false });
    const other = await event([{}]);
    const cases = [
      [published.eventId, 999_999],
      [hidden.eventId, hidden.scheduleIds[0]],
      [published.eventId, other.scheduleIds[0]],
    ] as const;
    for (const [eventId, scheduleId] of cases) {
      const answer = await enter(signedIn, eventId, scheduleId!);
      expect([eventId, scheduleId, answer.status]).toEqual([eventId, scheduleId, 404]);
    }
    expect(
      (await call(`/api/v1/events/abc/schedules/1/entries`, as(signedIn, { method: "POST", body: {} }))).status,
    ).toBe(404);
  });

  it("refuses a second entry for the same schedule and an entry for another schedule of the same event (already_entered)", async () => {
    const { eventId, scheduleIds } = await event([{}, {}]);
    const signedIn = await student();
    expect((await enter(signedIn, eventId, scheduleIds[0]!)).status).toBe(201);
    const again = await enter(signedIn, eventId, scheduleIds[0]!);
    expect([again.status, errorOf(again).code]).toEqual([409, "already_entered"]);
    const other = await enter(signedIn, eventId, scheduleIds[1]!);
    expect([other.status, errorOf(other).code]).toEqual([409, "already_entered"]);
    expect(errorOf(other).message).toContain("at most one active entry per event");
    expect(errorOf(other).details).toEqual({ schedule_id: scheduleIds[0] });
  });

  it("refuses students outside the event's graduation years, and students without a year (not_eligible, says to set it)", async () => {
    const { eventId, scheduleIds } = await event([{}], { graduateYears: [2028] });
    const wrongYear = await enter(await student(2027), eventId, scheduleIds[0]!);
    expect([wrongYear.status, errorOf(wrongYear).code]).toEqual([409, "not_eligible"]);
    const noYear = await enter(await student(null), eventId, scheduleIds[0]!);
    expect([noYear.status, errorOf(noYear).code]).toEqual([409, "not_eligible"]);
    expect(errorOf(noYear).message).toContain("set your graduation year first");
    expect((await enter(await student(2028), eventId, scheduleIds[0]!)).status).toBe(201);
  });

  it("makes lottery entries applications (pre_entried) that hold no seat and are not limited by seats", async () => {
    const { eventId, scheduleIds } = await event([{ admissionLimitNumber: 1 }], { lottery: true });
    for (let i = 0; i < 3; i++) {
      const answer = await enter(await student(), eventId, scheduleIds[0]!);
      expect(answer.status).toBe(201);
      expect(entryResponseSchema.parse(answer.body).entry).toMatchObject({ state: "pre_entried", entried_at: null });
    }
  });

  it("reopens a canceled entry of the same schedule", async () => {
    const { eventId, scheduleIds } = await event([{}]);
    const signedIn = await student();
    const first = entryResponseSchema.parse((await enter(signedIn, eventId, scheduleIds[0]!)).body).entry;
    expect((await call(`/api/v1/entries/${first.id}`, as(signedIn, { method: "DELETE" }))).status).toBe(200);
    const again = await enter(signedIn, eventId, scheduleIds[0]!);
    expect(again.status).toBe(201);
    expect(entryResponseSchema.parse(again.body).entry).toMatchObject({
      id: first.id,
      state: "entried",
      canceled_at: null,
    });
  });

  it("rejects a course of another schedule (400 naming course_id)", async () => {
    const { eventId, scheduleIds } = await event([{}]);
    const answer = await enter(await student(), eventId, scheduleIds[0]!, { body: { course_id: 999_999 } });
    expect([answer.status, errorOf(answer).message]).toEqual([400, expect.stringContaining("course_id")]);
  });

  it("answers a repeated Idempotency-Key with the first answer and creates nothing; another student's same key is their own", async () => {
    const { eventId, scheduleIds } = await event([{ admissionLimitNumber: 10 }]);
    const signedIn = await student();
    const key = { headers: { "Idempotency-Key": "retry-1234" } };
    const first = await enter(signedIn, eventId, scheduleIds[0]!, key);
    const second = await enter(signedIn, eventId, scheduleIds[0]!, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    const other = await enter(await student(), eventId, scheduleIds[0]!, key);
    expect(other.status).toBe(201);
    const count = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from entries where schedule_id = ${scheduleIds[0]!}`,
    );
    expect(count.rows[0]!.n).toBe(2);
    // a refusal is an answer too: kept with its key
    const closed = await event([{ stoppedEntry: true }]);
    const refusal = await enter(signedIn, closed.eventId, closed.scheduleIds[0]!, {
      headers: { "Idempotency-Key": "retry-closed" },
    });
    await database.db.update(schedules).set({ stoppedEntry: false }).where(eq(schedules.id, closed.scheduleIds[0]!));
    const replayed = await enter(signedIn, closed.eventId, closed.scheduleIds[0]!, {
      headers: { "Idempotency-Key": "retry-closed" },
    });
    expect([refusal.status, replayed.status, replayed.body]).toEqual([409, 409, refusal.body]);
    // after 24 h the key is new again
    await database.db.execute(
      sql`update entry_requests set created_at = now() - interval '25 hours' where idempotency_key = 'retry-closed'`,
    );
    expect(
      (
        await enter(signedIn, closed.eventId, closed.scheduleIds[0]!, {
          headers: { "Idempotency-Key": "retry-closed" },
        })
      ).status,
    ).toBe(201);
  });

  it("rejects a malformed Idempotency-Key (400)", async () => {
    const { eventId, scheduleIds } = await event([{}]);
    const answer = await enter(await student(), eventId, scheduleIds[0]!, {
      headers: { "Idempotency-Key": "has space" },
    });
    expect([answer.status, errorOf(answer).message]).toEqual([400, expect.stringContaining("Idempotency-Key")]);
  });
});

describe("the student's entries", () => {
  it("lists upcoming entries soonest first and past ones latest first, canceled ones included", async () => {
    const signedIn = await student();
    const later = await event([{ startInDays: 20 }]);
    const sooner = await event([{ startInDays: 5, deadlineInDays: 3 }]);
    const canceledEvent = await event([{ startInDays: 8 }]);
    const laterEntry = entryResponseSchema.parse(
      (await enter(signedIn, later.eventId, later.scheduleIds[0]!)).body,
    ).entry;
    const soonerEntry = entryResponseSchema.parse(
      (await enter(signedIn, sooner.eventId, sooner.scheduleIds[0]!)).body,
    ).entry;
    const canceledEntry = entryResponseSchema.parse(
      (await enter(signedIn, canceledEvent.eventId, canceledEvent.scheduleIds[0]!)).body,
    ).entry;
    await call(`/api/v1/entries/${canceledEntry.id}`, as(signedIn, { method: "DELETE" }));
    const past = await event([{ startInDays: -3, deadlineInDays: -5 }]);
    const [pastEntry] = await database.db
      .insert(entries)
      .values({ eventId: past.eventId, scheduleId: past.scheduleIds[0]!, userId: signedIn.userId, state: "attended" })
      .returning({ id: entries.id });

    const upcoming = await call("/api/v1/entries", as(signedIn));
    expect(upcoming.headers.get("Cache-Control")).toBe("no-store");
    const list = myEntriesResponseSchema.parse(upcoming.body);
    expect(list.entries.map((item) => item.entry.id)).toEqual([soonerEntry.id, canceledEntry.id, laterEntry.id]);
    expect(list.total_counts).toBe(3);
    expect(list.entries[1]).toMatchObject({ entry: { state: "canceled" }, cancelable: false });
    expect(list.entries[0]).toMatchObject({ cancelable: true, event: { id: sooner.eventId, category: "internship" } });

    const paged = myEntriesResponseSchema.parse((await call("/api/v1/entries?per=1&page=2", as(signedIn))).body);
    expect([paged.entries.map((item) => item.entry.id), paged.total_counts]).toEqual([[canceledEntry.id], 3]);

    const pastList = myEntriesResponseSchema.parse((await call("/api/v1/entries?scope=past", as(signedIn))).body);
    expect(pastList.entries.map((item) => item.entry.id)).toEqual([pastEntry!.id]);
    expect(pastList.entries[0]).toMatchObject({ cancelable: false, changeable_schedule_ids: [] });
    expect((await call("/api/v1/entries")).status).toBe(401);
  });

  it("answers one entry to its student and 404 to anyone else", async () => {
    const { eventId, scheduleIds } = await event([{}, { admissionLimitNumber: 1 }, { stoppedEntry: true }]);
    const owner = await student();
    const entry = entryResponseSchema.parse((await enter(owner, eventId, scheduleIds[0]!)).body).entry;
    const mine = await call(`/api/v1/entries/${entry.id}`, as(owner));
    expect(myEntryResponseSchema.parse(mine.body).entry).toMatchObject({
      entry: { id: entry.id },
      schedule: { id: scheduleIds[0], place: "東京都千代田区丸の内1-1" },
      cancelable: true,
      changeable_schedule_ids: [scheduleIds[1]],
    });
    expect((await call(`/api/v1/entries/${entry.id}`, as(await student()))).status).toBe(404);
    expect((await call(`/api/v1/entries/999999`, as(owner))).status).toBe(404);
  });

  it("cancels: state canceled, canceled_at set, the seat freed, a mail sent; 404 for another student's entry", async () => {
    const { eventId, scheduleIds } = await event([{ admissionLimitNumber: 1 }]);
    const owner = await student();
    const entry = entryResponseSchema.parse((await enter(owner, eventId, scheduleIds[0]!)).body).entry;
    expect((await enter(await student(), eventId, scheduleIds[0]!)).status).toBe(409);
    expect((await call(`/api/v1/entries/${entry.id}`, as(await student(), { method: "DELETE" }))).status).toBe(404);
    const canceled = await call(`/api/v1/entries/${entry.id}`, as(owner, { method: "DELETE" }));
    expect(canceled.status).toBe(200);
    expect(entryResponseSchema.parse(canceled.body).entry).toMatchObject({
      state: "canceled",
      canceled_at: expect.any(String),
    });
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.template, "entry_canceled"))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(mail!.subject).toContain("エントリーキャンセル");
    expect((await enter(await student(), eventId, scheduleIds[0]!)).status).toBe(201);
    const again = await call(`/api/v1/entries/${entry.id}`, as(owner, { method: "DELETE" }));
    expect([again.status, errorOf(again).code]).toEqual([409, "entry_closed"]);
  });

  it("refuses to cancel once the schedule has started, or from a state the machine does not allow (entry_closed)", async () => {
    const signedIn = await student();
    const started = await event([{ startInDays: -0.01, deadlineInDays: -1 }]);
    const [running] = await database.db
      .insert(entries)
      .values({
        eventId: started.eventId,
        scheduleId: started.scheduleIds[0]!,
        userId: signedIn.userId,
        state: "entried",
      })
      .returning({ id: entries.id });
    const late = await call(`/api/v1/entries/${running!.id}`, as(signedIn, { method: "DELETE" }));
    expect([late.status, errorOf(late).code, errorOf(late).message]).toEqual([
      409,
      "entry_closed",
      expect.stringContaining("started"),
    ]);
    const lost = await event([{}]);
    const [defeated] = await database.db
      .insert(entries)
      .values({ eventId: lost.eventId, scheduleId: lost.scheduleIds[0]!, userId: signedIn.userId, state: "defeated" })
      .returning({ id: entries.id });
    const refused = await call(`/api/v1/entries/${defeated!.id}`, as(signedIn, { method: "DELETE" }));
    expect([refused.status, errorOf(refused).code]).toEqual([409, "entry_closed"]);
  });

  it("moves an entry to another schedule of the event atomically; refuses full, closed and foreign schedules", async () => {
    const { eventId, scheduleIds } = await event([
      { admissionLimitNumber: 1 },
      { admissionLimitNumber: 1 },
      { admissionLimitNumber: 1 },
      { stoppedEntry: true },
    ]);
    const [a, b, c, closed] = scheduleIds as [number, number, number, number];
    const signedIn = await student();
    const entry = entryResponseSchema.parse((await enter(signedIn, eventId, a)).body).entry;
    const blocker = await student();
    expect((await enter(blocker, eventId, c)).status).toBe(201);

    const moved = await call(
      `/api/v1/entries/${entry.id}`,
      as(signedIn, { method: "PATCH", body: { schedule_id: b } }),
    );
    expect(moved.status).toBe(200);
    expect(entryResponseSchema.parse(moved.body).entry).toMatchObject({
      id: entry.id,
      schedule_id: b,
      state: "entried",
    });
    // the old seat is free again, the new one taken
    expect((await enter(await student(), eventId, a)).status).toBe(201);
    expect(errorOf(await enter(await student(), eventId, b)).code).toBe("schedule_full");

    const full = await call(`/api/v1/entries/${entry.id}`, as(signedIn, { method: "PATCH", body: { schedule_id: c } }));
    expect([full.status, errorOf(full).code]).toEqual([409, "schedule_full"]);
    const stopped = await call(
      `/api/v1/entries/${entry.id}`,
      as(signedIn, { method: "PATCH", body: { schedule_id: closed } }),
    );
    expect([stopped.status, errorOf(stopped).code]).toEqual([409, "entry_closed"]);
    const foreign = await event([{}]);
    const other = await call(
      `/api/v1/entries/${entry.id}`,
      as(signedIn, { method: "PATCH", body: { schedule_id: foreign.scheduleIds[0] } }),
    );
    expect(other.status).toBe(400);
    expect(
      (await call(`/api/v1/entries/${entry.id}`, as(await student(), { method: "PATCH", body: { schedule_id: a } })))
        .status,
    ).toBe(404);
    const seats = await database.db.execute<{ schedule_id: number; n: number }>(sql`
      select schedule_id, count(*)::int as n from entries where event_id = ${eventId} and state = 'entried' group by schedule_id order by schedule_id`);
    expect(seats.rows).toEqual([
      { schedule_id: a, n: 1 },
      { schedule_id: b, n: 1 },
      { schedule_id: c, n: 1 },
    ]);
  });
});

describe("calendars", () => {
  it("answers an entry's .ics to its student without the ajax marker (a plain link), 404 to others", async () => {
    const { eventId, scheduleIds } = await event([{ isOnline: true, place: null }]);
    const signedIn = await student();
    const entry = entryResponseSchema.parse((await enter(signedIn, eventId, scheduleIds[0]!)).body).entry;
    const ics = await call(`/api/v1/entries/${entry.id}/calendar.ics`, as(signedIn, { ajaxMarker: false }));
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("Cache-Control")).toBe("private, no-store");
    expect(ics.text).toContain(`UID:entry-${entry.id}@mirai-career.jp\r\n`);
    expect(ics.text).toContain("LOCATION:オンライン\r\n");
    expect(ics.text.replace(/\r\n /g, "")).toContain(`/events/internship/${eventId}`);
    expect(
      (await call(`/api/v1/entries/${entry.id}/calendar.ics`, as(await student(), { ajaxMarker: false }))).status,
    ).toBe(404);
    expect((await call(`/api/v1/entries/${entry.id}/calendar.ics`, { ajaxMarker: false })).status).toBe(401);
    // other routes of the function still need the marker
    expect((await call(`/api/v1/entries/${entry.id}`, as(signedIn, { ajaxMarker: false }))).status).toBe(403);
  });

  it("answers a canceled entry's .ics as STATUS:CANCELLED with a higher SEQUENCE, so a calendar app removes the event", async () => {
    const { eventId, scheduleIds } = await event([{}]);
    const signedIn = await student();
    const entry = entryResponseSchema.parse((await enter(signedIn, eventId, scheduleIds[0]!)).body).entry;
    const path = `/api/v1/entries/${entry.id}/calendar.ics`;
    const sequenceOf = (text: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(text)?.[1]);
    // a calendar app's copy is older: the entry was made a few seconds before it is canceled
    const olderBy = (seconds: number) =>
      database.db.execute(
        sql`update entries set updated_at = updated_at - make_interval(secs => ${seconds}) where id = ${entry.id}`,
      );
    await olderBy(4);
    const before = await call(path, as(signedIn, { ajaxMarker: false }));
    expect(before.text).toContain("STATUS:CONFIRMED\r\n");
    expect(Number.isInteger(sequenceOf(before.text))).toBe(true);

    expect((await call(`/api/v1/entries/${entry.id}`, as(signedIn, { method: "DELETE" }))).status).toBe(200);
    await olderBy(2);
    const after = await call(path, as(signedIn, { ajaxMarker: false }));
    expect(after.status).toBe(200);
    expect(after.text).toContain(`UID:entry-${entry.id}@mirai-career.jp\r\n`);
    expect(after.text).toContain("STATUS:CANCELLED\r\n");
    expect(after.text).not.toContain("STATUS:CONFIRMED");
    expect(sequenceOf(after.text)).toBeGreaterThan(sequenceOf(before.text));

    // the cancellation mail carries the same cancelled event, for a calendar that imported the confirmation's .ics
    const [mail] = await database.db
      .select({ attachments: outboxMails.attachments })
      .from(outboxMails)
      .where(eq(outboxMails.template, "entry_canceled"))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(JSON.stringify(mail?.attachments)).toContain("STATUS:CANCELLED");

    // entered again: confirmed once more, and newer than the cancellation
    expect((await enter(signedIn, eventId, scheduleIds[0]!)).status).toBe(201);
    const reopened = await call(path, as(signedIn, { ajaxMarker: false }));
    expect(reopened.text).toContain("STATUS:CONFIRMED\r\n");
    expect(sequenceOf(reopened.text)).toBeGreaterThan(sequenceOf(after.text));
  });

  it("creates, rotates and serves the calendar feed: entries that hold a seat only (not canceled, lost or waitlisted), nothing personal, old URL 404", async () => {
    const signedIn = await student();
    expect(calendarFeedResponseSchema.parse((await call("/api/v1/calendar_feed", as(signedIn))).body)).toEqual({
      url: null,
    });
    const created = calendarFeedResponseSchema.parse(
      (await call("/api/v1/calendar_feed", as(signedIn, { method: "POST" }))).body,
    ).url!;
    expect(created).toMatch(/^http:\/\/localhost:8888\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(calendarFeedResponseSchema.parse((await call("/api/v1/calendar_feed", as(signedIn))).body)).toEqual({
      url: created,
    });

    const kept = await event([{}]);
    const dropped = await event([{}]);
    const keptEntry = entryResponseSchema.parse((await enter(signedIn, kept.eventId, kept.scheduleIds[0]!)).body).entry;
    const droppedEntry = entryResponseSchema.parse(
      (await enter(signedIn, dropped.eventId, dropped.scheduleIds[0]!)).body,
    ).entry;
    await call(`/api/v1/entries/${droppedEntry.id}`, as(signedIn, { method: "DELETE" }));
    const lost = await event([{}]);
    const lostEntry = entryResponseSchema.parse((await enter(signedIn, lost.eventId, lost.scheduleIds[0]!)).body).entry;
    await database.db.execute(
      sql`update entries set state = 'defeated', defeated_at = now() where id = ${lostEntry.id}`,
    );
    const waiting = await event([{}]);
    const waitingEntry = entryResponseSchema.parse(
      (await enter(signedIn, waiting.eventId, waiting.scheduleIds[0]!)).body,
    ).entry;
    await database.db.execute(
      sql`update entries set state = 'remained', remained_at = now() where id = ${waitingEntry.id}`,
    );

    const path = new URL(created).pathname;
    const feed = await feedFunction(new Request(`http://localhost:8888${path}`));
    const text = await feed.text();
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Cache-Control")).toBe("private, no-store");
    expect(feed.headers.get("Set-Cookie")).toBeNull();
    expect(text).toContain(`UID:entry-${keptEntry.id}@`);
    expect(text).not.toContain(`UID:entry-${droppedEntry.id}@`);
    expect(text).not.toContain(`UID:entry-${lostEntry.id}@`);
    expect(text).not.toContain(`UID:entry-${waitingEntry.id}@`);
    const [user] = (
      await database.db.execute<{ email: string }>(sql`select email from users where id = ${signedIn.userId}`)
    ).rows;
    expect(text).not.toContain(user!.email);
    expect(text).not.toContain(signedIn.userId);

    const rotated = calendarFeedResponseSchema.parse(
      (await call("/api/v1/calendar_feed", as(signedIn, { method: "POST" }))).body,
    ).url!;
    expect(rotated).not.toBe(created);
    expect((await feedFunction(new Request(`http://localhost:8888${path}`))).status).toBe(404);
    expect((await feedFunction(new Request(`http://localhost:8888${new URL(rotated).pathname}`))).status).toBe(200);
    expect(
      (await feedFunction(new Request(`http://localhost:8888${new URL(rotated).pathname.replace(/\.ics$/, ".txt")}`)))
        .status,
    ).toBe(404);
    expect((await feedFunction(new Request("http://localhost:8888/api/v1/calendar/unknown.ics"))).status).toBe(404);
    expect((await call("/api/v1/calendar_feed", { method: "POST" })).status).toBe(401);
  });
});
