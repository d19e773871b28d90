import { eq } from "drizzle-orm";
import { schedules } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { eventDetailSchema, schedulesResponseSchema, type Schedule } from "../../../core/api/event-detail";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { signInAs, type SignedIn } from "../../testing/sign-in-as";
import { createEntry } from "../../checkin/booths/booth-fixtures";

/**
 * What only a schedule's entrant is told (issue 32): its stage messages and, for a seat on an online schedule, the
 * site's join redirect as `live_url`. The streaming URL itself is in no answer; nobody else gets either.
 */
const LIVE_URL = "https://meet.example.com/secret-room-42";
let database: TestDatabase;
let detailFunction: FunctionModule["default"];
let resourcesFunction: FunctionModule["default"];
let eventId: number;
let onlineId: number;
let venueId: number;

beforeAll(async () => {
  database = await openSeededDatabase();
  detailFunction = (await loadFunction("event-detail")).default;
  resourcesFunction = (await loadFunction("events-detail-resources")).default;
  const created = await createEventWithSchedules(database.db, {
    schedules: [{ isOnline: true, place: null }, { startInDays: 12 }],
  });
  eventId = created.eventId;
  [onlineId, venueId] = created.scheduleIds as [number, number];
  await database.db
    .update(schedules)
    .set({
      liveUrl: LIVE_URL,
      entryAdditionalInformation: "前日までに接続テストをお願いします。",
      electedAdditionalInformation: "当選おめでとうございます。",
      userCanceledAdditionalInformation: "またのご応募をお待ちしています。",
    })
    .where(eq(schedules.id, onlineId));
  await database.db
    .update(schedules)
    .set({ entryAdditionalInformation: "会場の受付は10分前からです。" })
    .where(eq(schedules.id, venueId));
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function student(): Promise<SignedIn> {
  const [id] = await createStudents(database.db, 1);
  return signInAs(database.db, id!);
}

const as = (signedIn: SignedIn | null): ApiRequestOptions => (signedIn ? { cookies: signedIn.cookies } : {});

async function schedulesFor(signedIn: SignedIn | null): Promise<{ text: string; schedules: Schedule[] }> {
  const response = await resourcesFunction(apiRequest(`/api/v1/events/${eventId}/schedules`, as(signedIn)));
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, schedules: schedulesResponseSchema.parse(JSON.parse(text)).schedules };
}

const byId = (list: Schedule[], id: number) => list.find((schedule) => schedule.id === id)!;

describe("the schedules' entrant-only fields", () => {
  it("are null anonymously and for a student without an entry; the live URL is nowhere in the answer", async () => {
    for (const viewer of [null, await student()]) {
      const answer = await schedulesFor(viewer);
      expect(answer.text).not.toContain(LIVE_URL);
      expect(answer.text).not.toContain("接続テスト");
      for (const schedule of answer.schedules) {
        expect(schedule.live_url).toBeNull();
        expect(schedule.entry_additional_information).toBeNull();
      }
    }
  });

  it("give a seat-holding entrant the join redirect and the messages of their own schedule only", async () => {
    const signedIn = await student();
    await createEntry(database.db, signedIn.userId, eventId, onlineId, "entried");
    const answer = await schedulesFor(signedIn);
    expect(answer.text).not.toContain(LIVE_URL);
    const online = byId(answer.schedules, onlineId);
    expect(online.live_url).toBe(`/api/v1/events/${eventId}/event_in/live`);
    expect(online.entry_additional_information).toBe("前日までに接続テストをお願いします。");
    expect(online.elected_additional_information).toBe("当選おめでとうございます。");
    expect(online.thank_you_additional_information).toBeNull();
    const venue = byId(answer.schedules, venueId);
    expect(venue.live_url).toBeNull();
    expect(venue.entry_additional_information).toBeNull();
  });

  it("give a canceled entrant the messages but no join link (no seat)", async () => {
    const signedIn = await student();
    await createEntry(database.db, signedIn.userId, eventId, onlineId, "canceled");
    const online = byId((await schedulesFor(signedIn)).schedules, onlineId);
    expect(online.live_url).toBeNull();
    expect(online.user_canceled_additional_information).toBe("またのご応募をお待ちしています。");
  });

  it("are the same in the event detail (Reading A)", async () => {
    const signedIn = await student();
    await createEntry(database.db, signedIn.userId, eventId, venueId, "entried");
    const response = await detailFunction(apiRequest(`/api/v1/events/${eventId}`, as(signedIn)));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(LIVE_URL);
    const detail = eventDetailSchema.parse(JSON.parse(text));
    expect(byId(detail.schedules, venueId).entry_additional_information).toBe("会場の受付は10分前からです。");
    expect(byId(detail.schedules, onlineId).entry_additional_information).toBeNull();
    expect(byId(detail.schedules, venueId).live_url).toBeNull();
  });
});
