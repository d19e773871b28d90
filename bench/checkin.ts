/**
 * `npm run bench:checkin [-- --database-url postgres://user@host:port/postgres] [-- --students 500]
 * [-- --concurrency 50] [-- --pool 20]`: the door at opening time, through real HTTP.
 *
 * 1. `students` distinct signed-in students, each with an entry of one schedule held now, POST the door's current venue
 *    code to /api/v1/events/{id}/event_in/attend, `concurrency` at a time, through the venue-checkin function (serveRoutes
 *    in a plain node:http server): attended answers, refusals, 5xx answers, latency percentiles, and whether all of
 *    them fit in 10 s (`checkin`). Then every student scans again (`replay`): each must answer already_attended and
 *    change nothing (attended_at rows compared before and after).
 *
 * As bench/entries.ts: without --database-url an in-memory PGlite in a child process over one connection; with it a
 * throwaway database on that server (dropped afterwards), a pool of `pool` connections. Clients run in a child process
 * (bench/lib/run-client-load.ts); WARMUP_REQUESTS untimed check-ins of other students (another schedule) go first.
 * Writes bench/results/checkin.json (one key per database kind).
 */
import "../scripts/lib/runtime/check-node";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../db/client";
import { entries } from "../db/schema";
import { venueCode } from "../server/checkin/checkin-codes";
import { readCheckinSecret } from "../server/checkin/checkin-env";
import { venueCheckinRoutes } from "../server/checkin/checkin-routes";
import {
  AJAX_MARKER_HEADER_NAME,
  AJAX_MARKER_VALUE,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
} from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { createEventWithSchedules, createStudents } from "../server/testing/entry-fixtures";
import { signInAs } from "../server/testing/sign-in-as";
import { summarizeLatencies } from "./lib/latency-summary";
import { runClientLoad, type ClientAnswer, type ClientRequest } from "./lib/run-client-load";
import { serveHandler } from "./lib/serve-handler";
import { openBenchDatabase } from "./lib/open-bench-database";
import { writeBenchResult } from "./lib/write-bench-result";
import { viewerAuth } from "../server/auth/authenticate";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const CSRF = "bench-csrf-token-0123456789abcdefghij";
const WARMUP_REQUESTS = 100;
const TARGET_SECONDS = 10;

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

function postRequest(url: string, sessionCookie: string, code: string): ClientRequest {
  return {
    url,
    method: "POST",
    headers: {
      [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE,
      [CSRF_HEADER_NAME]: CSRF,
      Cookie: `${CSRF_COOKIE_NAME}=${CSRF}; ${sessionCookie}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ code }),
  };
}

const statusOf = (answer: ClientAnswer): string => {
  try {
    const body = JSON.parse(answer.body) as {
      status?: string;
      error?: { code?: string; details?: { reason?: string } };
    };
    return body.status ?? `${body.error?.code}:${body.error?.details?.reason ?? ""}`;
  } catch {
    return `http ${answer.status}`;
  }
};

function tally(answers: readonly ClientAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[statusOf(answer)] = (counts[statusOf(answer)] ?? 0) + 1;
  return counts;
}

function openDatabase(databaseUrl: string | undefined) {
  return openBenchDatabase(databaseUrl, "mirai_bench_checkin", Number(argument("pool") ?? 20));
}

/** A schedule held now (started an hour ago, ends in two) and `count` students with an entry of it; their session cookies. */
async function doorWithStudents(handle: DbHandle, title: string, count: number) {
  const { eventId, scheduleIds } = await createEventWithSchedules(handle.db, {
    title,
    schedules: [{ startInDays: -1 / 24, deadlineInDays: -1 }],
  });
  const ids = await createStudents(handle.db, count);
  await handle.db.insert(entries).values(
    ids.map((userId) => ({
      userId,
      eventId,
      scheduleId: scheduleIds[0]!,
      state: "entried" as const,
      entriedAt: new Date(),
    })),
  );
  const sessions = await pool(
    ids.length,
    10,
    async (i) => `mirai_session=${(await signInAs(handle.db, ids[i]!)).cookies.mirai_session}`,
  );
  return { eventId, scheduleId: scheduleIds[0]!, sessions };
}

async function attendedAtRows(handle: DbHandle, scheduleId: number): Promise<string> {
  const result = await handle.db.execute<{ id: number; attended_at: string }>(sql`
    select id, attended_at::text from entries where schedule_id = ${scheduleId} and state = 'attended' order by id`);
  return JSON.stringify(result.rows);
}

async function main() {
  const studentCount = Number(argument("students") ?? 500);
  const concurrency = Number(argument("concurrency") ?? 50);
  const secret = readCheckinSecret();
  const database = await openDatabase(argument("database-url"));
  const { handle } = database;
  const result: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    students: studentCount,
    concurrency,
    targetSeconds: TARGET_SECONDS,
  };
  try {
    const server = await serveHandler(serveRoutes(venueCheckinRoutes, { db: () => handle.db, auth: viewerAuth }));
    try {
      const door = await doorWithStudents(handle, "ベンチマーク受付", studentCount);
      const warm = await doorWithStudents(handle, "ウォームアップ", WARMUP_REQUESTS);
      const url = `${server.url}/api/v1/events/${door.eventId}/event_in/attend`;
      const warmUrl = `${server.url}/api/v1/events/${warm.eventId}/event_in/attend`;
      // everyone scans the one code on the door's screen (it rotates every 5 minutes; the previous one is accepted too)
      const requests = door.sessions.map((session) =>
        postRequest(url, session, venueCode(secret, door.scheduleId, new Date())),
      );
      const warmup = warm.sessions.map((session) =>
        postRequest(warmUrl, session, venueCode(secret, warm.scheduleId, new Date())),
      );

      const first = await runClientLoad(requests, concurrency, { warmup });
      const attendedInDatabase = await handle.db.execute<{ n: number }>(sql`
        select count(*)::int as n from entries where schedule_id = ${door.scheduleId} and state = 'attended' and attended_at is not null`);
      const before = await attendedAtRows(handle, door.scheduleId);
      const checkin = {
        answers: tally(first.answers),
        serverErrors: first.answers.filter((answer) => answer.status >= 500).length,
        attendedInDatabase: attendedInDatabase.rows[0]!.n,
        withinTarget: first.seconds <= TARGET_SECONDS,
        latency: summarizeLatencies(
          first.answers.map((answer) => answer.ms),
          first.answers.filter((answer) => answer.status !== 200).length,
          first.seconds,
        ),
      };
      result.checkin = checkin;
      console.info(`checkin: ${studentCount} students, ${concurrency} concurrent → ${JSON.stringify(checkin)}`);

      const again = await runClientLoad(requests, concurrency);
      const replay = {
        answers: tally(again.answers),
        serverErrors: again.answers.filter((answer) => answer.status >= 500).length,
        attendedAtUnchanged: (await attendedAtRows(handle, door.scheduleId)) === before,
        latency: summarizeLatencies(
          again.answers.map((answer) => answer.ms),
          again.answers.filter((answer) => answer.status !== 200).length,
          again.seconds,
        ),
      };
      result.replay = replay;
      console.info(`replay: the same ${studentCount} scans again → ${JSON.stringify(replay)}`);
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
  writeBenchResult("checkin", database.kind, result);
}

void main();
