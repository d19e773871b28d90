import { eq, sql } from "drizzle-orm";
import { eventCheckins, events } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { boothCheckinResponseSchema, checkinCompanyDetailResponseSchema } from "../../../core/api/checkin";
import { checkinGroupResponseSchema } from "../../../core/api/event-detail";
import { VIEWER_CDN_VARY } from "../../platform/http/viewer-aware-response";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";
import { boothCode, tokyoDay } from "../checkin-codes";
import { readCheckinSecret } from "../checkin-env";
import { createBooths, createEntry, setSchedule } from "./booth-fixtures";
import { checkInAtBooth } from "./booth-service";

let database: TestDatabase;
let boothsFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];
const secret = readCheckinSecret();
const HOUR = 3600 * 1000;

beforeAll(async () => {
  database = await openSeededDatabase();
  boothsFunction = (await loadFunction("checkin-booths")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function call(path: string, options: ApiRequestOptions = {}, handler = boothsFunction): Promise<Answer> {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;
const as = (signedIn: SignedIn, options: ApiRequestOptions = {}): ApiRequestOptions => ({
  ...options,
  cookies: { ...signedIn.cookies, ...options.cookies },
});

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

/** A fair held today (started an hour ago, ends in two) with three booths, and a fair in ten days. */
async function fairToday(boothCount = 3) {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    title: "合同説明会",
    schedules: [{}],
  });
  const now = Date.now();
  await setSchedule(database.db, scheduleIds[0]!, { startAt: new Date(now - HOUR), endAt: new Date(now + 2 * HOUR) });
  return { eventId, scheduleId: scheduleIds[0]!, boothIds: await createBooths(database.db, eventId, boothCount) };
}

const todaysCode = (boothId: number) => boothCode(secret, boothId, tokyoDay(new Date()));

function checkIn(signedIn: SignedIn | null, boothId: number, code: string) {
  const options = { method: "POST", body: { code } };
  return call(`/api/v1/event_checkinable_companies/${boothId}/checkins`, signedIn ? as(signedIn, options) : options);
}

describe("GET /api/v1/events/{event_id}/event_checkinable_companies", () => {
  it("answers anonymous visitors the public group: no entry, nothing checked in, CDN-cacheable", async () => {
    const { eventId, boothIds } = await fairToday();
    const answer = await call(`/api/v1/events/${eventId}/event_checkinable_companies`, {}, resourcesFunction);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/^public/);
    expect(answer.headers.get("Netlify-Vary")).toBe(VIEWER_CDN_VARY);
    const group = checkinGroupResponseSchema.parse(answer.body);
    expect(group.entry_id).toBeNull();
    // display_order was given in reverse of creation
    expect(group.companies.map((company) => company.id)).toEqual([...boothIds].reverse());
    expect(group.companies.every((company) => !company.is_checked_in)).toBe(true);
  });

  it("answers a signed-in student their seat-holding entry and their visits, private and unstored", async () => {
    const { eventId, scheduleId, boothIds } = await fairToday();
    const signedIn = await student();
    const entryId = await createEntry(database.db, signedIn.userId, eventId, scheduleId, "attended");
    expect((await checkIn(signedIn, boothIds[1]!, todaysCode(boothIds[1]!))).status).toBe(200);

    for (const sort of ["display_order", "name_pronunciation"]) {
      const answer = await call(
        `/api/v1/events/${eventId}/event_checkinable_companies?sort=${sort}`,
        as(signedIn),
        resourcesFunction,
      );
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      const group = checkinGroupResponseSchema.parse(answer.body);
      expect(group.entry_id).toBe(entryId);
      expect(group.companies.filter((company) => company.is_checked_in).map((company) => company.id)).toEqual([
        boothIds[1],
      ]);
      if (sort === "name_pronunciation") {
        const readings = group.companies.map((company) => company.name_pronunciation);
        expect(readings).toEqual([...readings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    }

    // another student of the same fair sees only their own visits
    const other = await student();
    const otherEntryId = await createEntry(database.db, other.userId, eventId, scheduleId);
    const theirs = checkinGroupResponseSchema.parse(
      (await call(`/api/v1/events/${eventId}/event_checkinable_companies`, as(other), resourcesFunction)).body,
    );
    expect(theirs.entry_id).toBe(otherEntryId);
    expect(theirs.companies.some((company) => company.is_checked_in)).toBe(false);
  });

  it("gives entry_id null to a student whose entry holds no seat", async () => {
    const { eventId, scheduleId } = await fairToday();
    for (const state of ["canceled", "pre_entried", "remained", "absenced"] as const) {
      const signedIn = await student();
      await createEntry(database.db, signedIn.userId, eventId, scheduleId, state);
      const group = checkinGroupResponseSchema.parse(
        (await call(`/api/v1/events/${eventId}/event_checkinable_companies`, as(signedIn), resourcesFunction)).body,
      );
      expect(group.entry_id).toBeNull();
    }
  });
});

describe("GET /api/v1/event_checkinable_companies/{id}", () => {
  it("answers a booth anonymously with entry_id and checked_in_at null, cacheable", async () => {
    const { eventId, boothIds } = await fairToday(1);
    const answer = await call(`/api/v1/event_checkinable_companies/${boothIds[0]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/^public/);
    const detail = checkinCompanyDetailResponseSchema.parse(answer.body);
    expect(detail).toMatchObject({
      entry_id: null,
      checked_in_at: null,
      event: { id: eventId, title: "合同説明会" },
      company: { id: boothIds[0], is_checked_in: false },
    });
    const [company] = (
      await database.db.execute<{ company_id: number }>(
        sql`select company_id from event_checkinable_companies where id = ${boothIds[0]!}`,
      )
    ).rows;
    expect(detail.company_id).toBe(company!.company_id);
  });

  it("answers a signed-in student their entry and when they checked in", async () => {
    const { eventId, scheduleId, boothIds } = await fairToday(1);
    const signedIn = await student();
    const entryId = await createEntry(database.db, signedIn.userId, eventId, scheduleId);
    const before = checkinCompanyDetailResponseSchema.parse(
      (await call(`/api/v1/event_checkinable_companies/${boothIds[0]}`, as(signedIn))).body,
    );
    expect(before).toMatchObject({ entry_id: entryId, checked_in_at: null });
    await checkIn(signedIn, boothIds[0]!, todaysCode(boothIds[0]!));
    const answer = await call(`/api/v1/event_checkinable_companies/${boothIds[0]}`, as(signedIn));
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const after = checkinCompanyDetailResponseSchema.parse(answer.body);
    expect(after.entry_id).toBe(entryId);
    expect(after.checked_in_at).not.toBeNull();
    expect(after.company.is_checked_in).toBe(true);
  });

  it("answers 404 for an unknown id, a non-digit id and a booth of an unpublished event", async () => {
    const { eventId, boothIds } = await fairToday(1);
    expect((await call(`/api/v1/event_checkinable_companies/2147483000`)).status).toBe(404);
    expect((await call(`/api/v1/event_checkinable_companies/x1`)).status).toBe(404);
    await database.db.update(events).set({ published: false }).where(eq(events.id, eventId));
    expect((await call(`/api/v1/event_checkinable_companies/${boothIds[0]}`)).status).toBe(404);
    expect((await checkIn(await student(), boothIds[0]!, todaysCode(boothIds[0]!))).status).toBe(404);
  });
});

describe("POST /api/v1/event_checkinable_companies/{id}/checkins", () => {
  it("records a visit with today's code, and a replay changes nothing (already_checked_in, the first time kept)", async () => {
    const { eventId, scheduleId, boothIds } = await fairToday(2);
    const signedIn = await student();
    const entryId = await createEntry(database.db, signedIn.userId, eventId, scheduleId);
    const first = await checkIn(signedIn, boothIds[0]!, todaysCode(boothIds[0]!));
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const checkedIn = boothCheckinResponseSchema.parse(first.body);
    expect(checkedIn).toMatchObject({
      status: "checked_in",
      entry_id: entryId,
      company: { id: boothIds[0], is_checked_in: true },
    });

    const replay = boothCheckinResponseSchema.parse(
      (await checkIn(signedIn, boothIds[0]!, todaysCode(boothIds[0]!))).body,
    );
    expect(replay.status).toBe("already_checked_in");
    expect(replay.checked_in_at).toBe(checkedIn.checked_in_at);
    const rows = await database.db.select().from(eventCheckins).where(eq(eventCheckins.entryId, entryId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a student without a seat-holding entry of the fair (no_entry), nothing written", async () => {
    const { eventId, scheduleId, boothIds } = await fairToday(1);
    const none = await checkIn(await student(), boothIds[0]!, todaysCode(boothIds[0]!));
    expect(none.status).toBe(409);
    expect(errorOf(none)).toMatchObject({ code: "checkin_refused", details: { reason: "no_entry" } });
    const canceled = await student();
    const entryId = await createEntry(database.db, canceled.userId, eventId, scheduleId, "canceled");
    expect(errorOf(await checkIn(canceled, boothIds[0]!, todaysCode(boothIds[0]!))).details).toEqual({
      reason: "no_entry",
    });
    expect(await database.db.select().from(eventCheckins).where(eq(eventCheckins.entryId, entryId))).toEqual([]);
  });

  it("refuses when the student's schedule is not today (wrong_day), or is canceled", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, { schedules: [{ startInDays: 10 }] });
    const [boothId] = await createBooths(database.db, eventId, 1);
    const signedIn = await student();
    await createEntry(database.db, signedIn.userId, eventId, scheduleIds[0]!);
    const later = await checkIn(signedIn, boothId!, todaysCode(boothId!));
    expect(later.status).toBe(409);
    expect(errorOf(later)).toMatchObject({ code: "checkin_refused", details: { reason: "wrong_day" } });

    const today = await fairToday(1);
    const other = await student();
    await createEntry(database.db, other.userId, today.eventId, today.scheduleId);
    const now = Date.now();
    await setSchedule(database.db, today.scheduleId, {
      startAt: new Date(now - HOUR),
      endAt: new Date(now + HOUR),
      canceled: true,
    });
    expect(errorOf(await checkIn(other, today.boothIds[0]!, todaysCode(today.boothIds[0]!))).details).toEqual({
      reason: "wrong_day",
    });
  });

  it("refuses another booth's code, another day's code and a made-up one (invalid_code)", async () => {
    const { eventId, scheduleId, boothIds } = await fairToday(2);
    const signedIn = await student();
    const entryId = await createEntry(database.db, signedIn.userId, eventId, scheduleId);
    const yesterday = tokyoDay(new Date(Date.now() - 24 * HOUR));
    for (const code of [
      todaysCode(boothIds[1]!),
      boothCode(secret, boothIds[0]!, yesterday),
      "AAAAAAAAAAAAAAAA",
      boothCode("another-secret-of-at-least-32-chars!!", boothIds[0]!, tokyoDay(new Date())),
    ]) {
      const answer = await checkIn(signedIn, boothIds[0]!, code);
      expect(answer.status).toBe(409);
      expect(errorOf(answer)).toMatchObject({ code: "checkin_refused", details: { reason: "invalid_code" } });
    }
    expect(await database.db.select().from(eventCheckins).where(eq(eventCheckins.entryId, entryId))).toEqual([]);
  });

  it("answers 401 anonymously, 400 to a malformed or missing code and to unknown fields", async () => {
    const { boothIds } = await fairToday(1);
    expect((await checkIn(null, boothIds[0]!, todaysCode(boothIds[0]!))).status).toBe(401);
    const signedIn = await student();
    expect((await checkIn(signedIn, boothIds[0]!, "short")).status).toBe(400);
    expect((await checkIn(signedIn, boothIds[0]!, "has spaces in it")).status).toBe(400);
    const path = `/api/v1/event_checkinable_companies/${boothIds[0]}/checkins`;
    expect((await call(path, as(signedIn, { method: "POST", body: {} }))).status).toBe(400);
    expect(
      (await call(path, as(signedIn, { method: "POST", body: { code: todaysCode(boothIds[0]!), user_id: 1 } }))).status,
    ).toBe(400);
  });

  it("takes the JST day: a code of the fair's day works from 00:00 JST, not one second before", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, { schedules: [{}] });
    await setSchedule(database.db, scheduleIds[0]!, {
      startAt: new Date("2026-12-01T10:00:00+09:00"),
      endAt: new Date("2026-12-01T17:00:00+09:00"),
    });
    const [boothId] = await createBooths(database.db, eventId, 1);
    const [userId] = await createStudents(database.db, 1);
    await createEntry(database.db, userId!, eventId, scheduleIds[0]!);
    const code = boothCode(secret, boothId!, "2026-12-01");
    const before = new Date("2026-11-30T23:59:59+09:00");
    await expect(checkInAtBooth(database.db, secret, userId!, boothId!, code, before)).rejects.toMatchObject({
      status: 409,
      details: { reason: "wrong_day" },
    });
    const midnight = new Date("2026-12-01T00:00:00+09:00");
    await expect(checkInAtBooth(database.db, secret, userId!, boothId!, code, midnight)).resolves.toMatchObject({
      status: "checked_in",
      checked_in_at: midnight.toISOString(),
    });
    const lastSecond = new Date("2026-12-01T23:59:59+09:00");
    await expect(checkInAtBooth(database.db, secret, userId!, boothId!, code, lastSecond)).resolves.toMatchObject({
      status: "already_checked_in",
      checked_in_at: midnight.toISOString(),
    });
    const nextDay = new Date("2026-12-02T00:00:00+09:00");
    await expect(checkInAtBooth(database.db, secret, userId!, boothId!, code, nextDay)).rejects.toMatchObject({
      details: { reason: "wrong_day" },
    });
  });
});
