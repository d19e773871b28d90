/**
 * `npm run bench:entries [-- --database-url postgres://user@host:port/postgres] [-- --students 1000] [-- --limit 50]
 * [-- --concurrency 100] [-- --pool 20]`: the seat race through real HTTP.
 *
 * 1. `students` distinct signed-in students POST an entry for one schedule with `limit` seats, `concurrency` at a
 *    time, through the entries function (serveRoutes in a plain node:http server): entries created, schedule_full
 *    answers, 5xx answers, latency percentiles (`race`). Then the same with new students, a new schedule and a new
 *    Idempotency-Key on every request, as the site's entry page sends them (`raceWithKeys`).
 * 2. 200 concurrent duplicates with one Idempotency-Key from one student: entries created, distinct answers.
 * 3. The seat check without the schedule row lock (`createEntry(…, { seatLock: false })`, an option of the service
 *    that no request can reach), called directly with the same concurrency: it must overbook where transactions
 *    truly overlap (Postgres); PGlite runs one transaction at a time, so there it cannot.
 *
 * Without --database-url: an in-memory PGlite in a child process, reached over one connection (pglite-socket 0.2.17
 * interleaves concurrent connections' extended-protocol messages: electric-sql/pglite#1046; PGlite runs one query at a
 * time anyway). With it: a throwaway database is created on that server (and dropped), pool of `pool` connections (20).
 * Writes bench/results/entries.json (one key per database kind).
 *
 * The clients run in a child process of their own (bench/lib/run-client-load.ts, plain Node), not on the server's
 * event loop: real clients are other machines, and clients in the server's process take turns with the server on
 * one event loop, so the latencies would measure both. They still share this machine's CPUs with the server and the
 * database. A latency is from sending a request to having read its whole answer, so it includes the time a request
 * waits for a pooled connection. Before each race the same client process sends WARMUP_REQUESTS untimed entries
 * (other students, a schedule of its own with WARMUP_LIMIT seats), as bench:api warms up: a deployed server has
 * compiled its code paths long before a popular schedule opens; the race itself still starts on an empty schedule.
 */
import "../scripts/lib/runtime/check-node";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../db/client";
import { createEntry } from "../server/entries/create-entry";
import { entryRoutes } from "../server/entries/entry-routes";
import {
  AJAX_MARKER_HEADER_NAME,
  AJAX_MARKER_VALUE,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
} from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { createEventWithSchedules, createStudents } from "../server/testing/entry-fixtures";
import { signInAs } from "../server/testing/sign-in-as";
import { summarizeLatencies, type LatencySummary } from "./lib/latency-summary";
import { runClientLoad, type ClientRequest } from "./lib/run-client-load";
import { serveHandler } from "./lib/serve-handler";
import { openBenchDatabase } from "./lib/open-bench-database";
import { writeBenchResult } from "./lib/write-bench-result";
import { viewerAuth } from "../server/auth/authenticate";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const CSRF = "bench-csrf-token-0123456789abcdefghij";
/** Untimed requests before each race (bench/lib/run-client-load.ts), by students of their own for a schedule of its own. */
const WARMUP_REQUESTS = 200;
const WARMUP_LIMIT = 10;

/** Runs `tasks` with at most `concurrency` in flight. */
async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

function postRequest(url: string, sessionCookie: string, extraHeaders: Record<string, string> = {}): ClientRequest {
  return {
    url,
    method: "POST",
    headers: {
      [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE,
      [CSRF_HEADER_NAME]: CSRF,
      Cookie: `${CSRF_COOKIE_NAME}=${CSRF}; ${sessionCookie}`,
      "Content-Type": "application/json",
      ...extraHeaders,
    },
    body: "{}",
  };
}

const codeOf = (body: string): string | null => {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
};

async function holding(handle: DbHandle, scheduleId: number): Promise<number> {
  const result = await handle.db.execute<{ n: number }>(sql`
    select count(*)::int as n from entries where schedule_id = ${scheduleId} and state in ('entried', 'invited', 'elected', 'attended')`);
  return result.rows[0]!.n;
}

function openDatabase(databaseUrl: string | undefined) {
  return openBenchDatabase(databaseUrl, "mirai_bench_entries", Number(argument("pool") ?? 20));
}

async function main() {
  const studentCount = Number(argument("students") ?? 1000);
  const limit = Number(argument("limit") ?? 50);
  const concurrency = Number(argument("concurrency") ?? 100);
  const duplicates = 200;
  const database = await openDatabase(argument("database-url"));
  const { handle } = database;
  const result: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    students: studentCount,
    limit,
    concurrency,
  };
  try {
    const server = await serveHandler(serveRoutes(entryRoutes, { db: () => handle.db, auth: viewerAuth }));
    try {
      // 1. distinct students race for the seats: without Idempotency-Key, then with a new key per request, as the
      // site's entry page sends (a key is stored with every answer, refusals included)
      for (const [name, withKeys] of [
        ["race", false],
        ["raceWithKeys", true],
      ] as const) {
        const { eventId, scheduleIds } = await createEventWithSchedules(handle.db, {
          title: "ベンチマーク",
          schedules: [{ admissionLimitNumber: limit }],
        });
        const ids = await createStudents(handle.db, studentCount);
        const sessions = await pool(
          ids.length,
          10,
          async (i) => `mirai_session=${(await signInAs(handle.db, ids[i]!)).cookies.mirai_session}`,
        );
        const entryUrl = `${server.url}/api/v1/events/${eventId}/schedules/${scheduleIds[0]}/entries`;
        const keyed = (i: number): Record<string, string> =>
          withKeys ? { "Idempotency-Key": `bench-${i}-${randomBytes(8).toString("hex")}` } : {};
        // warm-up: the same kind of race on a schedule of its own (its own students), untimed
        const warm = await createEventWithSchedules(handle.db, {
          title: "ウォームアップ",
          schedules: [{ admissionLimitNumber: WARMUP_LIMIT }],
        });
        const warmIds = await createStudents(handle.db, WARMUP_REQUESTS);
        const warmSessions = await pool(
          warmIds.length,
          10,
          async (i) => `mirai_session=${(await signInAs(handle.db, warmIds[i]!)).cookies.mirai_session}`,
        );
        const warmUrl = `${server.url}/api/v1/events/${warm.eventId}/schedules/${warm.scheduleIds[0]}/entries`;
        const { answers, seconds } = await runClientLoad(
          sessions.map((session, i) => postRequest(entryUrl, session, keyed(i))),
          concurrency,
          { warmup: warmSessions.map((session, i) => postRequest(warmUrl, session, keyed(i))) },
        );
        const race = {
          entriesCreated: answers.filter((answer) => answer.status === 201).length,
          scheduleFull: answers.filter((answer) => answer.status === 409 && codeOf(answer.body) === "schedule_full")
            .length,
          serverErrors: answers.filter((answer) => answer.status >= 500).length,
          otherAnswers: answers.filter(
            (answer) => answer.status !== 201 && answer.status !== 409 && answer.status < 500,
          ).length,
          seatsHeldInDatabase: await holding(handle, scheduleIds[0]!),
          latency: summarizeLatencies(
            answers.map((answer) => answer.ms),
            answers.filter((answer) => answer.status >= 500).length,
            seconds,
          ) satisfies LatencySummary,
        };
        result[name] = race;
        console.info(
          `${name}: ${studentCount} students, ${limit} seats, ${concurrency} concurrent${withKeys ? ", a key each" : ""} → ${JSON.stringify(race)}`,
        );
      }

      // 2. one student, one Idempotency-Key, many concurrent duplicates
      const dup = await createEventWithSchedules(handle.db, {
        title: "二重送信",
        schedules: [{ admissionLimitNumber: limit }],
      });
      const [dupStudent] = await createStudents(handle.db, 1);
      const dupSession = `mirai_session=${(await signInAs(handle.db, dupStudent!)).cookies.mirai_session}`;
      const dupUrl = `${server.url}/api/v1/events/${dup.eventId}/schedules/${dup.scheduleIds[0]}/entries`;
      const { answers: dupAnswers, seconds: dupSeconds } = await runClientLoad(
        Array.from({ length: duplicates }, () =>
          postRequest(dupUrl, dupSession, { "Idempotency-Key": "bench-double-submit" }),
        ),
        duplicates,
      );
      const dupCount = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from entries where schedule_id = ${dup.scheduleIds[0]!}`,
      );
      const idempotency = {
        requests: duplicates,
        entriesCreated: dupCount.rows[0]!.n,
        statuses: [...new Set(dupAnswers.map((answer) => answer.status))],
        distinctBodies: new Set(dupAnswers.map((answer) => answer.body)).size,
        replayed: dupAnswers.filter((answer) => answer.replayed === "true").length,
        serverErrors: dupAnswers.filter((answer) => answer.status >= 500).length,
        latency: summarizeLatencies(
          dupAnswers.map((answer) => answer.ms),
          0,
          dupSeconds,
        ),
      };
      result.idempotency = idempotency;
      console.info(`idempotency: ${duplicates} concurrent duplicates → ${JSON.stringify(idempotency)}`);
    } finally {
      await server.close();
    }

    // 3. the same race without the schedule row lock (service option, no request can reach it)
    for (const holdMs of [0, 5]) {
      const unlocked = await createEventWithSchedules(handle.db, {
        title: "ロックなし",
        schedules: [{ admissionLimitNumber: limit }],
      });
      const ids = await createStudents(handle.db, Math.min(studentCount, 4 * limit));
      const outcomes = await pool(ids.length, concurrency, (i) =>
        createEntry(
          handle.db,
          { userId: ids[i]!, eventId: unlocked.eventId, scheduleId: unlocked.scheduleIds[0]! },
          { seatLock: false, holdBeforeInsertMs: holdMs },
        ),
      );
      const withoutLock = {
        students: ids.length,
        holdBeforeInsertMs: holdMs,
        entriesCreated: outcomes.filter((outcome) => outcome.answer.status === 201).length,
        seatsHeldInDatabase: await holding(handle, unlocked.scheduleIds[0]!),
        overbookedBy: Math.max(0, (await holding(handle, unlocked.scheduleIds[0]!)) - limit),
      };
      result[`withoutLock_hold${holdMs}ms`] = withoutLock;
      console.info(`without the seat lock (hold ${holdMs} ms): ${JSON.stringify(withoutLock)}`);
    }
  } finally {
    await database.close();
  }
  writeBenchResult("entries", database.kind, result);
}

void main();
