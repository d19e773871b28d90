import { sql } from "drizzle-orm";
import pg from "pg";
import { type Db } from "../../db/client";
import { courses } from "../../db/schema";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { entryResponseSchema } from "../../core/api/entries";
import { serveRoutes, type RoutesHandler } from "../platform/http/serve-routes";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents, type ScheduleFixture } from "../testing/entry-fixtures";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { readOwnEntry } from "./entry-record";
import { entryRoutes } from "./entry-routes";
import { openSingleConnectionTestDatabase, createThrowawayPostgresDatabase } from "../../db/testing";
import { viewerAuth } from "../auth/authenticate";

/**
 * A schedule whose seats are all taken is refused from one unlocked read before any transaction (createEntry,
 * fullBeforeLocking), and the refusal keeps the Idempotency-Key contract: stored with the key, replayed byte for
 * byte, and never in place of an answer the key already has.
 */
type Opened = { db: Db; close(): Promise<void> };

async function openPglite(): Promise<Opened> {
  const { handle, close } = await openSingleConnectionTestDatabase();
  return { db: handle.db, close };
}

let opened: Opened;
let handler: RoutesHandler;

beforeAll(async () => {
  opened = await openPglite();
  handler = serveRoutes(entryRoutes, { db: () => opened.db, auth: viewerAuth });
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await opened?.close();
});

afterEach(() => {
  jest.restoreAllMocks();
});

type Answer = { status: number; text: string; replayed: string | null };

async function enter(
  db: Db,
  signedIn: SignedIn,
  eventId: number,
  scheduleId: number,
  key?: string,
  body: object = {},
): Promise<Answer> {
  const routes = db === opened.db ? handler : serveRoutes(entryRoutes, { db: () => db, auth: viewerAuth });
  const response = await routes(
    apiRequest(`/api/v1/events/${eventId}/schedules/${scheduleId}/entries`, {
      method: "POST",
      body,
      cookies: signedIn.cookies,
      ...(key === undefined ? {} : { headers: { "Idempotency-Key": key } }),
    }),
  );
  return {
    status: response.status,
    text: await response.text(),
    replayed: response.headers.get("Idempotent-Replayed"),
  };
}

const codeOf = (answer: Answer) => apiErrorBodySchema.safeParse(JSON.parse(answer.text)).data?.error.code ?? null;

async function students(db: Db, count: number, graduateYear: number | null = 2027): Promise<SignedIn[]> {
  const ids = await createStudents(db, count, graduateYear);
  return Promise.all(ids.map((id) => signInAs(db, id)));
}

/** A schedule with `limit` seats, all taken by students of its own. */
async function fullSchedule(
  db: Db,
  limit = 2,
  fixture: ScheduleFixture = {},
  options: { graduateYears?: number[] } = {},
) {
  const { eventId, scheduleIds } = await createEventWithSchedules(db, {
    ...options,
    schedules: [{ admissionLimitNumber: limit, ...fixture }],
  });
  const holders = await students(db, limit);
  for (const holder of holders) expect((await enter(db, holder, eventId, scheduleIds[0]!)).status).toBe(201);
  return { eventId, scheduleId: scheduleIds[0]!, holders };
}

describe("early schedule_full refusal", () => {
  it("refuses a full schedule without opening a transaction", async () => {
    const { eventId, scheduleId } = await fullSchedule(opened.db);
    const [late] = await students(opened.db, 1);
    const transaction = jest.spyOn(opened.db, "transaction");
    const answer = await enter(opened.db, late!, eventId, scheduleId);
    expect(answer.status).toBe(409);
    expect(codeOf(answer)).toBe("schedule_full");
    expect(transaction).not.toHaveBeenCalled();
  });

  it("stores an early refusal with its Idempotency-Key and replays it byte for byte, even after a seat is freed", async () => {
    const { eventId, scheduleId, holders } = await fullSchedule(opened.db);
    const [late] = await students(opened.db, 1);
    const transaction = jest.spyOn(opened.db, "transaction");
    const first = await enter(opened.db, late!, eventId, scheduleId, "late-key");
    expect(transaction).not.toHaveBeenCalled();
    expect([first.status, codeOf(first), first.replayed]).toEqual([409, "schedule_full", null]);
    const stored = await opened.db.execute<{ status: number }>(sql`
      select status from entry_requests where user_id = ${late!.userId} and idempotency_key = 'late-key'`);
    expect(stored.rows).toEqual([{ status: 409 }]);

    await opened.db.execute(sql`update entries set state = 'canceled' where user_id = ${holders[0]!.userId}`);
    const again = await enter(opened.db, late!, eventId, scheduleId, "late-key");
    expect([again.status, again.text, again.replayed]).toEqual([409, first.text, "true"]);
    // a new key is a new request: the freed seat is taken
    expect((await enter(opened.db, late!, eventId, scheduleId, "late-key-2")).status).toBe(201);
  });

  it("replays a key's earlier 201 after the schedule has filled up, instead of refusing it", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 2 }],
    });
    const [early, other] = await students(opened.db, 2);
    const first = await enter(opened.db, early!, eventId, scheduleIds[0]!, "early-key");
    expect(first.status).toBe(201);
    expect((await enter(opened.db, other!, eventId, scheduleIds[0]!)).status).toBe(201);
    // the student cancels; the schedule is full again by someone else: the key still answers its first answer
    await opened.db.execute(sql`update entries set state = 'canceled' where user_id = ${early!.userId}`);
    const [third] = await students(opened.db, 1);
    expect((await enter(opened.db, third!, eventId, scheduleIds[0]!)).status).toBe(201);
    const again = await enter(opened.db, early!, eventId, scheduleIds[0]!, "early-key");
    expect([again.status, again.text, again.replayed]).toEqual([201, first.text, "true"]);
  });

  it("answers what the locked path answers before schedule_full: already_entered, not_eligible, entry_closed, not_found", async () => {
    const { eventId, scheduleId, holders } = await fullSchedule(opened.db);
    expect(codeOf(await enter(opened.db, holders[0]!, eventId, scheduleId))).toBe("already_entered");

    const forOthers = await fullSchedule(opened.db, 1, {}, { graduateYears: [2027] });
    const [wrongYear] = await students(opened.db, 1, 2028);
    expect(codeOf(await enter(opened.db, wrongYear!, forOthers.eventId, forOthers.scheduleId))).toBe("not_eligible");

    const stopped = await fullSchedule(opened.db, 1);
    await opened.db.execute(sql`update schedules set stopped_entry = true where id = ${stopped.scheduleId}`);
    const [late] = await students(opened.db, 1);
    expect(codeOf(await enter(opened.db, late!, stopped.eventId, stopped.scheduleId))).toBe("entry_closed");
    expect(codeOf(await enter(opened.db, late!, eventId + 1_000_000, scheduleId))).toBe("not_found");
  });

  it("checks the course as the locked path does: a course of the schedule enters, a foreign one is invalid before full", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 1 }, {}],
    });
    const [own, foreign] = await opened.db
      .insert(courses)
      .values(scheduleIds.map((scheduleId) => ({ scheduleId, title: "コース", description: "x" })))
      .returning({ id: courses.id });
    const [first, late] = await students(opened.db, 2);
    const entered = await enter(opened.db, first!, eventId, scheduleIds[0]!, undefined, { course_id: own!.id });
    expect(entered.status).toBe(201);
    expect(entryResponseSchema.parse(JSON.parse(entered.text)).entry.course_id).toBe(own!.id);
    // the schedule is full now
    expect(codeOf(await enter(opened.db, late!, eventId, scheduleIds[0]!, undefined, { course_id: own!.id }))).toBe(
      "schedule_full",
    );
    expect(codeOf(await enter(opened.db, late!, eventId, scheduleIds[0]!, undefined, { course_id: foreign!.id }))).toBe(
      "invalid_parameter",
    );
  });

  it("answers 201 with the entry exactly as it is stored, for a new entry and for a reopened canceled one", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 3 }],
    });
    const [one] = await students(opened.db, 1);
    const created = await enter(opened.db, one!, eventId, scheduleIds[0]!);
    const { entry } = entryResponseSchema.parse(JSON.parse(created.text));
    expect(created.text).toBe(JSON.stringify({ entry: await readOwnEntry(opened.db, one!.userId, entry.id) }));

    await opened.db.execute(sql`update entries set state = 'canceled', canceled_at = now() where id = ${entry.id}`);
    const reopened = await enter(opened.db, one!, eventId, scheduleIds[0]!);
    expect(reopened.status).toBe(201);
    expect(reopened.text).toBe(JSON.stringify({ entry: await readOwnEntry(opened.db, one!.userId, entry.id) }));
  });
});

// Only a server with concurrent transactions can hold the schedule's row lock while another request runs.
const adminUrl = process.env.TEST_POSTGRES_URL;
const describeWithPostgres = adminUrl ? describe : describe.skip;

describeWithPostgres("early schedule_full refusal on Postgres", () => {
  let db: Db;
  let close: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const opened = await createThrowawayPostgresDatabase(adminUrl!, "mirai_early_refusal", { max: 4 });
    url = opened.url;
    db = opened.handle.db;
    close = opened.close;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await close?.();
  });

  it("refuses a full schedule without waiting for its row lock held by another transaction; a free seat still waits for it", async () => {
    const full = await fullSchedule(db, 1);
    const open = await createEventWithSchedules(db, { schedules: [{ admissionLimitNumber: 5 }] });
    const [late, other] = await students(db, 2);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from schedules where id = any($1) for update", [
        [full.scheduleId, open.scheduleIds[0]],
      ]);
      const refused = await enter(db, late!, full.eventId, full.scheduleId);
      expect([refused.status, codeOf(refused)]).toEqual([409, "schedule_full"]);

      let settled = false;
      const waiting = enter(db, other!, open.eventId, open.scheduleIds[0]!).then((answer) => {
        settled = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await holder.query("rollback");
      expect((await waiting).status).toBe(201);
    } finally {
      await holder.query("rollback").catch(() => undefined);
      await holder.end();
    }
  }, 30_000);
});
