import type { TestDatabase } from "../db/testing";
import { apiErrorBodySchema } from "../core/api/api-error";
import { apiAuth, apiRoutes } from "./api-routes";
import type { ApiRoute } from "./platform/http/define-route";
import { matchPathPattern } from "./platform/http/path-pattern";
import { serveRoutes } from "./platform/http/serve-routes";
import { signEditorRequest } from "./editor/editor-signature";
import { createRecruiterToken } from "./recruiters/recruiter-tokens";
import { apiRequest } from "./testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "./testing/database-setup-timeout";
import { createOpenSchedule } from "./testing/open-schedule";
import { newRegisteredStudent, type RegisteredStudent } from "./testing/registered-student";
import {
  inputSources,
  sampleBadInputs,
  type BadInput,
  type BaseValues,
  type InputSource,
} from "./testing/route-inventory/bad-inputs";
import { routeCases, type RouteCase } from "./testing/route-inventory/route-cases";
import { closeSeededDatabase, openSeededDatabase } from "./testing/seeded-database";

/**
 * Every operation of the route table, fed 200 generated inputs per source (path, query, body) with fast-check:
 * wrong types, 100 000-character strings, NUL, lone surrogates, RTL and combining marks, int4 and safe-integer
 * overflow, arrays for scalars, extra fields, deep nesting, bodies that are not JSON. Sent as a signed-in student
 * (with marker and CSRF token, so each reaches validation). What the route's own schema rejects must be a 400 with the
 * error envelope; what it accepts must get an answer the route documents; nothing may be a 500.
 */

const NUM_RUNS = 200;
const SEED = 20_2611;
/** A recruiter token allows 120 calls a minute: the fuzz takes a fresh token well before that. */
const CALLS_PER_RECRUITER_TOKEN = 100;

jest.setTimeout(120_000);

let database: TestDatabase;
let student: RegisteredStudent;
let base: BaseValues;
let companyId: number;
const handle = serveRoutes(apiRoutes, { auth: apiAuth });
const recruiter = { token: "", calls: CALLS_PER_RECRUITER_TOKEN };
const EDITOR_SECRET = "route-inventory-editor-secret-0123456789";

beforeAll(async () => {
  process.env.EDITOR_WEBHOOK_SECRET = EDITOR_SECRET;
  database = await openSeededDatabase();
  const { eventId, scheduleId } = await createOpenSchedule(database.db);
  const company = await database.db.query.companies.findFirst({ columns: { id: true } });
  companyId = company!.id;
  base = { params: { event_id: String(eventId), schedule_id: String(scheduleId), company_id: String(companyId) } };
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  delete process.env.EDITOR_WEBHOOK_SECRET;
  await closeSeededDatabase(database);
});

beforeEach(() => {
  // Handler-level 500s are what this test hunts; their log lines would only drown the report.
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function resolveRoute(pathname: string, method: string): ApiRoute | undefined {
  return apiRoutes.find(
    (route) =>
      route.methods.includes(method as ApiRoute["methods"][number]) &&
      route.paths.some((path) => matchPathPattern(path, pathname)),
  );
}

async function credentials(route: ApiRoute): Promise<Record<string, string>> {
  if (route.auth !== "recruiter") return student.headers;
  if (recruiter.calls >= CALLS_PER_RECRUITER_TOKEN) {
    recruiter.token = (await createRecruiterToken(database.db, companyId, "route inventory")).token;
    recruiter.calls = 0;
  }
  recruiter.calls++;
  return { Authorization: `Bearer ${recruiter.token}` };
}

function allowedStatuses(routeCase: RouteCase, valid: BadInput["valid"]): number[] {
  const { route } = routeCase;
  if (valid === false) return [400];
  const documented = Object.keys(route.otherResponses ?? {}).map(Number);
  const other = valid === "not-this-route" ? [200, 204, 302, 401, 403, 405] : [];
  return [...new Set([route.successStatus ?? 200, 400, 404, ...documented, ...other])].sort();
}

/**
 * An editor call is signed over its own method, path, query and body (and a fresh nonce), so it reaches validation like
 * any other.
 */
function signedForEditor(request: Request, body: BadInput["body"]): Request {
  const url = new URL(request.url);
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  const signed = signEditorRequest(EDITOR_SECRET, {
    method: request.method,
    pathAndQuery: url.pathname + url.search,
    body: text,
  });
  for (const [name, value] of Object.entries(signed)) request.headers.set(name, value);
  return request;
}

async function send(routeCase: RouteCase, input: BadInput): Promise<string | null> {
  const headers = await credentials(routeCase.route);
  const unsigned = apiRequest(`${input.path}${input.query ? `?${input.query}` : ""}`, {
    method: routeCase.method,
    cookies: student.cookies,
    headers,
    ...(input.body !== undefined ? { body: input.body } : {}),
  });
  const request = routeCase.route.auth === "editor" ? signedForEditor(unsigned, input.body) : unsigned;
  const response = await handle(request);
  const allowed = allowedStatuses(routeCase, input.valid);
  const text = await response.text();
  const problem = (reason: string) =>
    `${response.status} ${reason} (allowed ${allowed.join("/")}; schema ${input.valid === true ? "accepts" : input.valid === false ? "rejects" : "is another route's"}) ${input.source}: ${input.summary} → ${text.slice(0, 200)}`;
  if (!allowed.includes(response.status)) return problem("unexpected status");
  if (response.status >= 400) {
    const parsed = apiErrorBodySchema.safeParse(safeJson(text));
    const documentedSchema = routeCase.route.otherResponses?.[response.status]?.schema;
    if (!parsed.success && !documentedSchema) return problem("no error envelope");
    if (parsed.success && parsed.data.error.status !== response.status) return problem("envelope status differs");
    if (
      input.valid === false &&
      parsed.success &&
      !["invalid_parameter", "malformed_json"].includes(parsed.data.error.code)
    )
      return problem("not a validation error");
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const fuzzCases = routeCases.flatMap((routeCase) =>
  inputSources(routeCase).map((source) => [`${routeCase.name} ${source}`, routeCase, source] as const),
);

describe("route inventory: 400, never 500, to generated bad inputs", () => {
  it("fuzzes a realistic number of inputs", () => {
    expect(fuzzCases.length).toBeGreaterThan(100);
  });

  it.each(fuzzCases)("%s", async (_name, routeCase: RouteCase, source: InputSource) => {
    const inputs = sampleBadInputs(routeCase, source, base, resolveRoute, { numRuns: NUM_RUNS, seed: SEED });
    // path ids are plain strings to zod (an id that cannot exist is a 404, see path-id.ts); bodies and queries with
    // a schema must mostly be rejected by it, or the generator is not doing its job
    if (source !== "path" && (source === "query" || routeCase.route.body)) {
      expect(inputs.filter((input) => input.valid === false).length).toBeGreaterThan(NUM_RUNS / 20);
    }
    // a student of its own per operation: sign-out, registration steps and entries change the student's state
    student = await newRegisteredStudent(database.db);
    const problems: string[] = [];
    for (const input of inputs) {
      const problem = await send(routeCase, input);
      if (problem) problems.push(problem);
    }
    expect(problems.slice(0, 8)).toEqual([]);
  });
});
