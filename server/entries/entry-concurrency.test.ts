import { sql } from "drizzle-orm";
import { type Db } from "../../db/client";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { entryResponseSchema } from "../../core/api/entries";
import { serveRoutes, type RoutesHandler } from "../platform/http/serve-routes";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { createEventWithSchedules, createStudents } from "../testing/entry-fixtures";
import { signInAs, type SignedIn } from "../testing/sign-in-as";
import { createEntry } from "./create-entry";
import { entryRoutes } from "./entry-routes";
import { openSingleConnectionTestDatabase, createThrowawayPostgresDatabase } from "../../db/testing";
import { viewerAuth } from "../auth/authenticate";

/**
 * Seats stay exact under concurrent entries, moves and cancellations, through the real handlers. On PGlite (always)
 * transactions run one at a time, so this checks the bookkeeping; on a real Postgres server (TEST_POSTGRES_URL, as
 * in CI; a throwaway database is created and dropped) the transactions truly overlap and the row locks do the work,
 * which the run without the seat lock proves by overbooking.
 */
type Opened = { db: Db; close(): Promise<void> };

async function openPglite(): Promise<Opened> {
  const { handle, close } = await openSingleConnectionTestDatabase();
  return { db: handle.db, close };
}

async function openPostgres(adminUrl: string): Promise<Opened> {
  const { handle, close } = await createThrowawayPostgresDatabase(adminUrl, "mirai_entries_race", { max: 20 });
  return { db: handle.db, close };
}

const postgresUrl = process.env.TEST_POSTGRES_URL;
const targets: Array<[string, () => Promise<Opened>, boolean]> = [["PGlite", openPglite, false]];
if (postgresUrl) targets.push(["Postgres", () => openPostgres(postgresUrl), true]);

describe.each(targets)("entries under concurrency on %s", (_name, open, concurrentTransactions) => {
  let opened: Opened;
  let handler: RoutesHandler;

  beforeAll(async () => {
    opened = await open();
    handler = serveRoutes(entryRoutes, { db: () => opened.db, auth: viewerAuth });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await opened?.close();
  });

  async function students(count: number): Promise<SignedIn[]> {
    const ids = await createStudents(opened.db, count);
    return Promise.all(ids.map((id) => signInAs(opened.db, id)));
  }

  async function call(signedIn: SignedIn, pathname: string, options: ApiRequestOptions) {
    const response = await handler(apiRequest(pathname, { ...options, cookies: signedIn.cookies }));
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const codeOf = (body: unknown) => apiErrorBodySchema.safeParse(body).data?.error.code ?? null;

  async function holding(scheduleId: number): Promise<number> {
    const result = await opened.db.execute<{ n: number }>(sql`
      select count(*)::int as n from entries where schedule_id = ${scheduleId} and state in ('entried', 'invited', 'elected', 'attended')`);
    return result.rows[0]!.n;
  }

  it("gives 60 concurrent students exactly the 10 seats: 10 entries, 50 schedule_full, no 5xx", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 10 }],
    });
    const everyone = await students(60);
    const answers = await Promise.all(
      everyone.map((student) =>
        call(student, `/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/entries`, { method: "POST", body: {} }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409 && codeOf(answer.body) === "schedule_full")).toHaveLength(
      50,
    );
    expect(await holding(scheduleIds[0]!)).toBe(10);
  }, 60_000);

  it("lets exactly one of several concurrent moves into a schedule with one seat win; nobody holds two seats or none", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 10 }, { admissionLimitNumber: 1 }],
    });
    const [from, to] = scheduleIds as [number, number];
    const movers = await students(8);
    const entryIds = await Promise.all(
      movers.map(async (student) => {
        const answer = await call(student, `/api/v1/events/${eventId}/schedules/${from}/entries`, {
          method: "POST",
          body: {},
        });
        return entryResponseSchema.parse(answer.body).entry.id;
      }),
    );
    const answers = await Promise.all(
      movers.map((student, i) =>
        call(student, `/api/v1/entries/${entryIds[i]}`, { method: "PATCH", body: { schedule_id: to } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && codeOf(answer.body) === "schedule_full")).toHaveLength(
      7,
    );
    expect([await holding(from), await holding(to)]).toEqual([7, 1]);
  }, 60_000);

  it("never exceeds the limit while cancellations, entries and moves run together", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 5 }, { admissionLimitNumber: 5 }],
    });
    const [a, b] = scheduleIds as [number, number];
    const holders = await students(10);
    const held = await Promise.all(
      holders.map(async (student, i) => {
        const answer = await call(student, `/api/v1/events/${eventId}/schedules/${i < 5 ? a : b}/entries`, {
          method: "POST",
          body: {},
        });
        return entryResponseSchema.parse(answer.body).entry.id;
      }),
    );
    const newcomers = await students(20);
    const answers = await Promise.all([
      // three holders of A cancel, two holders of B move to A, twenty newcomers try A and B
      ...[0, 1, 2].map((i) => call(holders[i]!, `/api/v1/entries/${held[i]}`, { method: "DELETE" })),
      ...[5, 6].map((i) =>
        call(holders[i]!, `/api/v1/entries/${held[i]}`, { method: "PATCH", body: { schedule_id: a } }),
      ),
      ...newcomers.map((student, i) =>
        call(student, `/api/v1/events/${eventId}/schedules/${i % 2 === 0 ? a : b}/entries`, {
          method: "POST",
          body: {},
        }),
      ),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const [inA, inB] = [await holding(a), await holding(b)];
    expect(inA).toBeLessThanOrEqual(5);
    expect(inB).toBeLessThanOrEqual(5);
    const created = answers.slice(5).filter((answer) => answer.status === 201).length;
    const moved = answers.slice(3, 5).filter((answer) => answer.status === 200).length;
    // every seat is accounted for: 10 held, 3 freed, every success took one
    expect(inA + inB).toBe(10 - 3 + created);
    expect(moved + created).toBeLessThanOrEqual(3 + 5);
  }, 60_000);

  it("answers 50 concurrent duplicates with one Idempotency-Key identically and creates one entry", async () => {
    const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
      schedules: [{ admissionLimitNumber: 10 }],
    });
    const [student] = await students(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(student!, `/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/entries`, {
          method: "POST",
          body: {},
          headers: { "Idempotency-Key": "double-click" },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const count = await opened.db.execute<{ n: number }>(
      sql`select count(*)::int as n from entries where schedule_id = ${scheduleIds[0]!}`,
    );
    expect(count.rows[0]!.n).toBe(1);
  }, 60_000);

  // Only where transactions overlap (Postgres): PGlite runs one at a time, so there is no race to lose. Not defined
  // rather than skipped on PGlite, so no skipped test appears as if it had run.
  const whereTransactionsOverlap = concurrentTransactions ? it : () => undefined;
  whereTransactionsOverlap(
    "overbooks without the seat lock (the check alone can fail), and not with it",
    async () => {
      const { eventId, scheduleIds } = await createEventWithSchedules(opened.db, {
        schedules: [{ admissionLimitNumber: 3 }, { admissionLimitNumber: 3 }],
      });
      const ids = await createStudents(opened.db, 24);
      const race = (scheduleId: number, seatLock: boolean, group: readonly string[]) =>
        Promise.all(
          group.map((userId) =>
            createEntry(opened.db, { userId, eventId, scheduleId }, { seatLock, holdBeforeInsertMs: 20 }),
          ),
        );
      await race(scheduleIds[0]!, false, ids.slice(0, 12));
      expect(await holding(scheduleIds[0]!)).toBeGreaterThan(3);
      // the same students cannot enter another schedule of the event: use the rest for the locked run
      await race(scheduleIds[1]!, true, ids.slice(12));
      expect(await holding(scheduleIds[1]!)).toBe(3);
    },
    60_000,
  );
});
