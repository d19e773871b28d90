import { eq, inArray } from "drizzle-orm";
import { entries, outboxMails, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { entryResponseSchema, myEntryResponseSchema } from "../../core/api/entries";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { runLotteryRound } from "./lottery/run-lottery-round";
import { SEAT_HOLD_MS } from "./waitlist";

let database: TestDatabase;
let entriesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  entriesFunction = (await loadFunction("entries")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(path: string, signedIn: SignedIn, options: ApiRequestOptions = {}) {
  const response = await entriesFunction(apiRequest(path, { ...options, cookies: signedIn.cookies }));
  return { status: response.status, body: (await response.json()) as unknown };
}

async function students(count: number): Promise<SignedIn[]> {
  return Promise.all((await createStudents(database.db, count)).map((id) => signInAs(database.db, id)));
}

const codeOf = (answer: { body: unknown }) => apiErrorBodySchema.parse(answer.body).error.code;
const entryOf = (answer: { body: unknown }) => entryResponseSchema.parse(answer.body).entry;

async function mailsTo(signedIn: SignedIn, template: string) {
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, signedIn.userId));
  return (await database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, user!.email))).filter(
    (mail) => mail.template === template,
  );
}

describe("the waitlist", () => {
  it("queues students on a full schedule, holds a freed seat for the first of them, and lets them take it", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      schedules: [{ admissionLimitNumber: 1 }, { admissionLimitNumber: 5 }],
    });
    const [seated, first, second, latecomer] = await students(4);
    const base = `/api/v1/events/${eventId}/schedules/${scheduleIds[0]}`;
    const seat = entryOf(await call(`${base}/entries`, seated!, { method: "POST", body: {} }));

    const notFull = await call(`/api/v1/events/${eventId}/schedules/${scheduleIds[1]}/waitlist`, first!, {
      method: "POST",
    });
    expect([notFull.status, codeOf(notFull)]).toEqual([409, "conflict"]);

    const waitingFirst = await call(`${base}/waitlist`, first!, { method: "POST" });
    expect(waitingFirst.status).toBe(201);
    expect(entryOf(waitingFirst)).toMatchObject({ state: "remained", schedule_id: scheduleIds[0] });
    const waitingSecond = entryOf(await call(`${base}/waitlist`, second!, { method: "POST" }));
    const again = await call(`${base}/waitlist`, first!, { method: "POST" });
    expect([again.status, codeOf(again)]).toEqual([409, "already_entered"]);

    const early = await call(`/api/v1/entries/${entryOf(waitingFirst).id}/seat`, first!, { method: "POST" });
    expect([early.status, codeOf(early)]).toEqual([409, "entry_closed"]);

    expect((await call(`/api/v1/entries/${seat.id}`, seated!, { method: "DELETE" })).status).toBe(200);
    const offered = myEntryResponseSchema.parse(
      (await call(`/api/v1/entries/${entryOf(waitingFirst).id}`, first!)).body,
    ).entry;
    expect(offered.seat_held_until).not.toBeNull();
    expect(Date.parse(offered.seat_held_until!) - Date.now()).toBeGreaterThan(SEAT_HOLD_MS - 60_000);
    expect(
      myEntryResponseSchema.parse((await call(`/api/v1/entries/${waitingSecond.id}`, second!)).body).entry
        .seat_held_until,
    ).toBeNull();
    expect(await mailsTo(first!, "waitlist_seat_held")).toHaveLength(1);

    // The held seat counts as taken: nobody else gets it meanwhile.
    const blocked = await call(`${base}/entries`, latecomer!, { method: "POST", body: {} });
    expect([blocked.status, codeOf(blocked)]).toEqual([409, "schedule_full"]);

    const taken = await call(`/api/v1/entries/${entryOf(waitingFirst).id}/seat`, first!, { method: "POST" });
    expect(taken.status).toBe(200);
    expect(entryOf(taken)).toMatchObject({ state: "entried" });
    const rows = await database.db
      .select({ state: entries.state })
      .from(entries)
      .where(eq(entries.scheduleId, scheduleIds[0]!));
    expect(rows.filter((row) => row.state === "entried")).toHaveLength(1);
  });

  it("passes an expired hold to the next student, and tells both students by mail", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      schedules: [{ admissionLimitNumber: 1 }],
    });
    const [seated, first, second] = await students(3);
    const base = `/api/v1/events/${eventId}/schedules/${scheduleIds[0]}`;
    const seat = entryOf(await call(`${base}/entries`, seated!, { method: "POST", body: {} }));
    const firstEntry = entryOf(await call(`${base}/waitlist`, first!, { method: "POST" }));
    const secondEntry = entryOf(await call(`${base}/waitlist`, second!, { method: "POST" }));
    await call(`/api/v1/entries/${seat.id}`, seated!, { method: "DELETE" });

    const round = await runLotteryRound(
      database.db,
      new Date(Date.now() + SEAT_HOLD_MS + 60_000),
      "https://mirai.example",
    );
    expect(round.seatOffers).toBe(1);
    expect(await mailsTo(first!, "waitlist_hold_expired")).toHaveLength(1);
    expect(await mailsTo(second!, "waitlist_seat_held")).toHaveLength(1);
    const states = await database.db
      .select({ id: entries.id, state: entries.state, heldUntil: entries.seatHeldUntil })
      .from(entries)
      .where(inArray(entries.id, [firstEntry.id, secondEntry.id]));
    expect(states.find((row) => row.id === firstEntry.id)).toMatchObject({ state: "canceled", heldUntil: null });
    expect(states.find((row) => row.id === secondEntry.id)?.heldUntil).not.toBeNull();
  });

  it("takes a lottery loser onto the waitlist", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(database.db, {
      lottery: true,
      schedules: [{ admissionLimitNumber: 1 }],
    });
    const [winner, loser] = await students(2);
    await database.db.insert(entries).values([
      { eventId, scheduleId: scheduleIds[0]!, userId: winner!.userId, state: "elected" },
      { eventId, scheduleId: scheduleIds[0]!, userId: loser!.userId, state: "defeated" },
    ]);
    const waiting = await call(`/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/waitlist`, loser!, {
      method: "POST",
    });
    expect(waiting.status).toBe(201);
    expect(entryOf(waiting)).toMatchObject({ state: "remained" });
  });
});
