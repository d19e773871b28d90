/**
 * `npm run bench:served [-- --url http://localhost:8888] [-- --requests N]`: what a browser meets from the site that
 * `npm start` serves. 10 concurrent clients send a mix of the calls pages make (anonymous listings, an event detail,
 * a feature flag, popups, company groups; signed in: the current user and their entries) through the local server:
 * trailing-slash check, CDN cache emulation, NetlifyDev's routing, the packaged functions in warm instances and the
 * database. The demo student is signed in once through the API with the code from the local outbox.
 * Reports p50/p95/p99 for the mix and per call, and the server's CPU time per request (the `npm start` process and
 * its descendants, from /proc). Beside it, in the same run, the in-process floor of `bench:api`: the listing's route
 * stack answering a constant page in a plain node:http server in this process.
 * Goals (issue 30): p50 ≤ 25 ms, p99 ≤ 150 ms, CPU ≤ 15 ms per request. Writes bench/results/served.json.
 */
import "../scripts/lib/runtime/check-node";
import { readFileSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { localServerInfoSchema } from "../db/local-database";
import { outboxMails } from "../db/schema";
import { DEMO_USER_EMAILS } from "../db/seed";
import {
  AJAX_MARKER_HEADER_NAME,
  AJAX_MARKER_VALUE,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
} from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { floorRoute, FLOOR_PATH } from "./lib/floor-route";
import type { LatencySummary } from "./lib/latency-summary";
import { processTreeCpuMs } from "./lib/process-tree";
import { runLoadByPath, type LoadPath } from "./lib/run-load";
import { serveHandler } from "./lib/serve-handler";
import { writeBenchResult } from "./lib/write-bench-result";
import { viewerAuth } from "../server/auth/authenticate";

const CONCURRENCY = 10;
const GOALS = { p50Ms: 25, p99Ms: 150, cpuMsPerRequest: 15 };
const AJAX = { [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE };

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The cookies a response sets, as name → value. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!.split("=") as [string, string]),
  );
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/** Signs the demo student in as a browser does: sign-in mail, then the 6-digit code read from the outbox. */
async function signInDemoStudent(baseUrl: string, databaseUrl: string): Promise<string> {
  const email = DEMO_USER_EMAILS[0];
  const jar: Record<string, string> = {};
  Object.assign(jar, setCookies(await fetch(new URL("/api/v1/healthcheck", baseUrl), { headers: AJAX })));
  const post = async (pathname: string, body: object) => {
    const response = await fetch(new URL(pathname, baseUrl), {
      method: "POST",
      headers: {
        ...AJAX,
        "Content-Type": "application/json",
        [CSRF_HEADER_NAME]: jar[CSRF_COOKIE_NAME] ?? "",
        Cookie: cookieHeader(jar),
      },
      body: JSON.stringify(body),
    });
    Object.assign(jar, setCookies(response));
    if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  };
  const { db, close } = createDb(databaseUrl, { max: 1 });
  try {
    const sentAfter = new Date();
    await post("/api/v1/authentications/sign_in_mails", { email });
    const [mail] = await db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, email))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    const code =
      mail && mail.createdAt >= new Date(sentAfter.getTime() - 5_000)
        ? /確認コード[:：]\s*(\d{6})/.exec(mail.bodyText)?.[1]
        : undefined;
    if (!code) throw new Error("no sign-in code in the outbox");
    await post("/api/v1/authentications/sign_in_codes", { code });
  } finally {
    await close();
  }
  return cookieHeader(jar);
}

async function main() {
  const baseUrl = argument("url") ?? "http://localhost:8888";
  const requests = Number(argument("requests") ?? 3000);
  const info = localServerInfoSchema.parse(
    JSON.parse(readFileSync(path.join(process.cwd(), ".data", "server.json"), "utf8")),
  );
  const health = await fetch(new URL("/api/v1/healthcheck", baseUrl), { headers: AJAX }).catch(() => null);
  if (!health?.ok) throw new Error(`${baseUrl} does not answer: run \`npm start\` first`);

  const signedIn = await signInDemoStudent(baseUrl, info.url);
  const list = (await (
    await fetch(new URL("/api/v1/events?category=internship", baseUrl), { headers: AJAX })
  ).json()) as { events: Array<{ id: number }> };
  const eventId = list.events[0]?.id;
  if (!eventId) throw new Error("the listing is empty: is the database seeded?");
  const student = (pathname: string): LoadPath => ({ path: pathname, headers: { Cookie: signedIn } });
  const mix: LoadPath[] = [
    "/api/v1/events?category=internship",
    "/api/v1/events?category=entry&sort=start_at",
    "/api/v1/events?graduates[]=2027&prefectures[]=13",
    `/api/v1/events/${eventId}`,
    "/api/v1/feature_flags/renewal_oc_web_logo",
    `/api/v1/popups?path=${encodeURIComponent("/events/internship")}`,
    "/api/v1/company_groups",
    student("/api/v1/authentications/current_user_information"),
    student("/api/v1/entries"),
  ];

  // the in-process floor: bench:api's constant page through the same route stack, no local server in front
  const floorPage = JSON.stringify(list);
  const floorServer = await serveHandler(serveRoutes([floorRoute(floorPage)], { auth: viewerAuth }));
  try {
    await runLoadByPath({ baseUrl, paths: mix, requests: 300, concurrency: CONCURRENCY, headers: AJAX });
    const cpuBefore = processTreeCpuMs(info.pid);
    const served = await runLoadByPath({ baseUrl, paths: mix, requests, concurrency: CONCURRENCY, headers: AJAX });
    const cpuMsPerRequest = (processTreeCpuMs(info.pid) - cpuBefore) / served.all.requests;
    await runLoadByPath({
      baseUrl: floorServer.url,
      paths: [FLOOR_PATH],
      requests: 300,
      concurrency: CONCURRENCY,
      headers: AJAX,
    });
    const floor = (
      await runLoadByPath({
        baseUrl: floorServer.url,
        paths: [FLOOR_PATH],
        requests,
        concurrency: CONCURRENCY,
        headers: AJAX,
      })
    ).all;

    const line = (label: string, figure: LatencySummary) =>
      `${label.padEnd(58)} ${String(figure.requests).padStart(5)} req ${String(figure.requestsPerSecond).padStart(7)} req/s  p50 ${figure.p50Ms} ms  p95 ${figure.p95Ms} ms  p99 ${figure.p99Ms} ms  max ${figure.maxMs} ms`;
    console.info(line(`served mix (${baseUrl})`, served.all) + `  errors ${served.all.errors}`);
    mix.forEach((entry, index) =>
      console.info(line(`  ${typeof entry === "string" ? entry : `${entry.path} (signed in)`}`, served.byPath[index]!)),
    );
    console.info(line("in-process floor (bench:api's constant page, this process)", floor));
    console.info(
      `server CPU per request: ${cpuMsPerRequest.toFixed(1)} ms (npm start's process tree, pid ${info.pid})`,
    );
    const met = {
      p50: served.all.p50Ms <= GOALS.p50Ms,
      p99: served.all.p99Ms <= GOALS.p99Ms,
      cpu: cpuMsPerRequest <= GOALS.cpuMsPerRequest,
      noErrors: served.all.errors === 0,
    };
    console.info(
      `goals: p50 ≤ ${GOALS.p50Ms} ms ${met.p50 ? "met" : "MISSED"}, p99 ≤ ${GOALS.p99Ms} ms ${met.p99 ? "met" : "MISSED"}, ` +
        `CPU ≤ ${GOALS.cpuMsPerRequest} ms/request ${met.cpu ? "met" : "MISSED"}, no errors ${met.noErrors ? "met" : "MISSED"}`,
    );
    writeBenchResult("served", "local", {
      baseUrl,
      concurrency: CONCURRENCY,
      mix: mix.map((entry) => (typeof entry === "string" ? entry : `${entry.path} (signed in)`)),
      served: served.all,
      byPath: served.byPath,
      floor,
      cpuMsPerRequest: Math.round(cpuMsPerRequest * 10) / 10,
      goals: GOALS,
      met,
    });
  } finally {
    await floorServer.close();
  }
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
