import { eq } from "drizzle-orm";
import { entries, schedules } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { doorLinkResponseSchema, doorScreenResponseSchema } from "../../../core/api/door-screen";
import { apiRequest } from "../../testing/api-request";
import { editorRequest, withEditorSecret } from "../../testing/editor-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs } from "../../testing/sign-in-as";
import { createBooths, createEntry, setSchedule } from "../booths/booth-fixtures";
import { boothCode, tokyoDay, VENUE_WINDOW_MS, venueCode, venueWindowOf } from "../checkin-codes";
import { readCheckinSecret } from "../checkin-env";
import { readDoorScreen } from "./door-screen";
import { createDoorToken, verifyDoorToken } from "./door-token";

const HOUR = 3600 * 1000;
const secret = readCheckinSecret();

let database: TestDatabase;
let doorFunction: FunctionModule["default"];
let editorFunction: FunctionModule["default"];
let checkinFunction: FunctionModule["default"];
let boothsFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  doorFunction = (await loadFunction("door-screen")).default;
  editorFunction = (await loadFunction("editor-checkin-codes")).default;
  checkinFunction = (await loadFunction("venue-checkin")).default;
  boothsFunction = (await loadFunction("checkin-booths")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const doorScreen = async (token?: string) =>
  answerOf(await doorFunction(apiRequest("/api/v1/door_screen", token ? { headers: { "X-Door-Token": token } } : {})));

/** A schedule held now (started an hour ago, ends in two). */
async function scheduleToday() {
  const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
    title: "会場受付のテスト",
    schedules: [{}],
  });
  const now = Date.now();
  await setSchedule(database.db, scheduleIds[0]!, { startAt: new Date(now - HOUR), endAt: new Date(now + 2 * HOUR) });
  return { eventId, scheduleId: scheduleIds[0]! };
}

async function signedInStudent() {
  const [userId] = await createStudents(database.db, 1);
  return { userId: userId!, signedIn: await signInAs(database.db, userId!) };
}

const tokenOf = (url: string) => decodeURIComponent(new URL(url).hash.slice(1));

describe("POST /api/v1/editor/door_links", () => {
  withEditorSecret();
  const issue = async (body: unknown, options: Parameters<typeof editorRequest>[1] = {}) =>
    answerOf(await editorFunction(editorRequest("/api/v1/editor/door_links", { method: "POST", body, ...options })));

  it("issues a 12-hour link with the token in the fragment for a schedule, and one of chosen hours for a booth", async () => {
    const { scheduleId, eventId } = await scheduleToday();
    const before = Date.now();
    const answer = await issue({ kind: "schedule", id: scheduleId });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const link = doorLinkResponseSchema.parse(answer.body);
    expect(link.url).toMatch(new RegExp(`^http://localhost:8888/door#s${scheduleId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(new URL(link.url).search).toBe("");
    const expiresAt = new Date(link.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 12 * HOUR - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
    expect(verifyDoorToken(secret, tokenOf(link.url), new Date())).toMatchObject({ kind: "schedule", id: scheduleId });

    const [boothId] = await createBooths(database.db, eventId, 1);
    const booth = doorLinkResponseSchema.parse((await issue({ kind: "booth", id: boothId, hours: 2 })).body);
    expect(booth.url).toContain(`/door#b${boothId}.`);
    expect(new Date(booth.expires_at).getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
  });

  it("answers 404 for an unknown schedule or booth, 400 for a bad body, 401 unsigned", async () => {
    expect((await issue({ kind: "schedule", id: 99_999_999 })).status).toBe(404);
    expect((await issue({ kind: "booth", id: 99_999_999 })).status).toBe(404);
    const { scheduleId } = await scheduleToday();
    for (const body of [
      { kind: "schedule", id: scheduleId, hours: 25 },
      { kind: "schedule", id: scheduleId, hours: 0 },
      { kind: "room", id: scheduleId },
      { kind: "schedule", id: scheduleId, user_id: "x" },
      { kind: "schedule" },
      { kind: "schedule", id: 2_147_483_648 }, // past int4: names no row, never sent to the database
    ]) {
      const answer = await issue(body);
      expect([body, answer.status, apiErrorBodySchema.parse(answer.body).error.code]).toEqual([
        body,
        400,
        "invalid_parameter",
      ]);
    }
    const unsigned = await editorFunction(
      new Request("http://localhost:8888/api/v1/editor/door_links", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ kind: "schedule", id: scheduleId }),
      }),
    );
    expect(unsigned.status).toBe(401);
  });
});

describe("GET /api/v1/door_screen", () => {
  it("shows the schedule's current venue code, the check-in page its QR opens, and counts check-ins as students check in", async () => {
    const { eventId, scheduleId } = await scheduleToday();
    const token = createDoorToken(secret, { kind: "schedule", id: scheduleId }, new Date(Date.now() + HOUR));
    const [first, second] = [await signedInStudent(), await signedInStudent()];
    await createEntry(database.db, first.userId, eventId, scheduleId, "entried");
    await createEntry(database.db, second.userId, eventId, scheduleId, "elected");

    const answer = await doorScreen(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const screen = doorScreenResponseSchema.parse(answer.body);
    expect(screen).toMatchObject({
      kind: "schedule",
      target_id: scheduleId,
      event_id: eventId,
      event_title: "会場受付のテスト",
      checked_in_count: 0,
      expected_count: 2,
    });
    expect([
      venueCode(secret, scheduleId, new Date()),
      venueCode(secret, scheduleId, new Date(Date.now() - 5000)),
    ]).toContain(screen.code);
    expect(screen.url).toBe(`http://localhost:8888/event_in/attend/events/${eventId}?code=${screen.code}`);
    expect(new Date(screen.refresh_at).getTime()).toBe(venueWindowOf(new Date(screen.refresh_at)) * VENUE_WINDOW_MS);

    // a student opens the URL the QR code encodes: the page posts its code
    const code = new URL(screen.url).searchParams.get("code")!;
    const checkedIn = await checkinFunction(
      apiRequest(`/api/v1/events/${eventId}/event_in/attend`, {
        method: "POST",
        body: { code },
        cookies: first.signedIn.cookies,
      }),
    );
    expect(checkedIn.status).toBe(200);
    const after = doorScreenResponseSchema.parse((await doorScreen(token)).body);
    expect(after.checked_in_count).toBe(1);
    expect(after.expected_count).toBe(2);
    // count only: nothing names a student
    expect(JSON.stringify(after)).not.toContain(first.userId);
  });

  it("shows a booth's code of the day and counts its visits", async () => {
    const { eventId, scheduleId } = await scheduleToday();
    const [boothId] = await createBooths(database.db, eventId, 1);
    const token = createDoorToken(secret, { kind: "booth", id: boothId! }, new Date(Date.now() + HOUR));
    const screen = doorScreenResponseSchema.parse((await doorScreen(token)).body);
    expect(screen).toMatchObject({
      kind: "booth",
      target_id: boothId,
      event_id: eventId,
      code: boothCode(secret, boothId!, tokyoDay(new Date())),
      checked_in_count: 0,
      expected_count: null,
    });
    expect(screen.url).toBe(`http://localhost:8888/event_checkinable_companies/${boothId}?code=${screen.code}`);
    expect(screen.target_label.length).toBeGreaterThan(0);

    const visitor = await signedInStudent();
    await createEntry(database.db, visitor.userId, eventId, scheduleId, "entried");
    const visit = await boothsFunction(
      apiRequest(`/api/v1/event_checkinable_companies/${boothId}/checkins`, {
        method: "POST",
        body: { code: screen.code },
        cookies: visitor.signedIn.cookies,
      }),
    );
    expect(visit.status).toBe(200);
    expect(doorScreenResponseSchema.parse((await doorScreen(token)).body).checked_in_count).toBe(1);
  });

  it("answers 401 without a token, or with an expired, tampered or another secret's token, and 404 when the schedule is gone", async () => {
    const { scheduleId } = await scheduleToday();
    const genuine = createDoorToken(secret, { kind: "schedule", id: scheduleId }, new Date(Date.now() + HOUR));
    const mac = genuine.split(".")[2]!;
    for (const token of [
      undefined,
      createDoorToken(secret, { kind: "schedule", id: scheduleId }, new Date(Date.now() - 1000)),
      genuine.replace(`s${scheduleId}.`, `s${scheduleId + 1}.`),
      genuine.replace(mac, `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`),
      createDoorToken(`${secret}-other`, { kind: "schedule", id: scheduleId }, new Date(Date.now() + HOUR)),
      venueCode(secret, scheduleId, new Date()),
    ]) {
      const answer = await doorScreen(token);
      expect([token, answer.status, apiErrorBodySchema.parse(answer.body).error.code]).toEqual([
        token,
        401,
        "unauthorized",
      ]);
    }
    await database.db.delete(entries).where(eq(entries.scheduleId, scheduleId));
    await database.db.delete(schedules).where(eq(schedules.id, scheduleId));
    expect((await doorScreen(genuine)).status).toBe(404);
  });
});

describe("readDoorScreen", () => {
  it("shows a new code once the 5-minute window turns, refreshing before the shown code stops being accepted", async () => {
    const { scheduleId } = await scheduleToday();
    const target = { kind: "schedule" as const, id: scheduleId, expiresAt: new Date(Date.now() + HOUR) };
    const now = new Date();
    const screen = (await readDoorScreen(database.db, secret, target, "http://localhost:8888", now))!;
    const refreshAt = new Date(screen.refresh_at);
    expect(refreshAt.getTime()).toBeLessThan(new Date(screen.valid_until).getTime());
    const next = (await readDoorScreen(database.db, secret, target, "http://localhost:8888", refreshAt))!;
    expect(next.code).not.toBe(screen.code);
    expect(next.code).toBe(venueCode(secret, scheduleId, refreshAt));
    expect(next.url).not.toBe(screen.url);
    const later = (await readDoorScreen(
      database.db,
      secret,
      target,
      "http://localhost:8888",
      new Date(refreshAt.getTime() - 1),
    ))!;
    expect(later.code).toBe(screen.code);
  });
});
