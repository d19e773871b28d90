import { createTestDatabase, type TestDatabase } from "../db/testing";
import { apiErrorBodySchema } from "../core/api/api-error";
import { apiAuth, apiRoutes } from "./api-routes";
import { isMutatingMethod } from "./platform/http/define-route";
import { serveRoutes } from "./platform/http/serve-routes";
import { apiRequest } from "./testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "./testing/database-setup-timeout";
import {
  fillPath,
  needsCsrfToken,
  needsNoAjaxMarker,
  routeCases,
  type RouteCase,
} from "./testing/route-inventory/route-cases";

/**
 * The browser guards and sign-in checks of every operation in the route table (server/api-routes.ts), derived from
 * the table itself: a route added tomorrow is checked without anyone writing a test for it, and it cannot be exempt
 * from a guard without a line in the lists below.
 */

/** Operations that need no ajax marker: plain links and calendar apps (`ajaxMarker: false` GETs) and tools (editor, recruiter). */
const AJAX_MARKER_EXEMPT = [
  "GET /api/v1/entries/:entry_id/calendar.ics (myEntryCalendar)",
  "GET /api/v1/entries/:entry_id/resume/pdf (downloadEntryResumePdf)",
  "GET /api/v1/calendar/:feed_file (calendarFeed)",
  "GET /api/v1/events/:event_id/event_in/live (openLiveLink)",
  "GET /api/openapi.json (getOpenApiDocument)",
  "GET /api/v1/editor/schedules/:schedule_id/checkin_code (editorVenueCode)",
  "GET /api/v1/editor/event_checkinable_companies/:event_checkinable_company_id/checkin_code (editorBoothCode)",
  "POST /api/v1/editor/door_links (editorDoorLink)",
  "POST /api/v1/editor/rebuilds (queueEditorRebuild)",
  "GET /api/v1/recruiter/company (getRecruiterCompany)",
  "GET /api/v1/recruiter/students (searchRecruiterStudents)",
  "POST /api/v1/recruiter/scouts (sendScout)",
  "GET /api/v1/recruiter/chats (listRecruiterChats)",
  "GET /api/v1/recruiter/chats/:chat_id (getRecruiterChat)",
  "POST /api/v1/recruiter/chats/:chat_id/messages (postRecruiterChatMessage)",
  "POST /api/v1/recruiter/chats/:chat_id/read (markRecruiterChatRead)",
];

/** Mutations without the CSRF double submit: the editor and recruiter APIs, authenticated by headers no browser adds on its own. */
const CSRF_EXEMPT_MUTATIONS = [
  "POST /api/v1/editor/door_links (editorDoorLink)",
  "POST /api/v1/editor/rebuilds (queueEditorRebuild)",
  "POST /api/v1/recruiter/scouts (sendScout)",
  "POST /api/v1/recruiter/chats/:chat_id/messages (postRecruiterChatMessage)",
  "POST /api/v1/recruiter/chats/:chat_id/read (markRecruiterChatRead)",
];

/**
 * Personal routes (`personal: true`) that do not declare `auth: "student"`, with what an anonymous caller gets and
 * why that is right. Every other personal route is a student route and answers 401 anonymously.
 */
const ANONYMOUS_PERSONAL_ANSWERS: Readonly<Record<string, { status: number; code?: string; why: string }>> = {
  requestSignInMail: {
    status: 400,
    code: "invalid_parameter",
    why: "the sign-in flow is for anonymous callers (an empty body here)",
  },
  signInWithCode: { status: 400, code: "invalid_parameter", why: "the sign-in flow is for anonymous callers" },
  signInWithLink: { status: 400, code: "invalid_parameter", why: "the sign-in flow is for anonymous callers" },
  createUser: { status: 400, code: "invalid_parameter", why: "sign-up is for anonymous callers" },
  signOut: { status: 204, why: "signing out without a session is a harmless no-op" },
  graphql: {
    status: 400,
    code: "invalid_parameter",
    why: "viewer: each personal field answers UNAUTHENTICATED on its own",
  },
  refreshAccessToken: { status: 401, code: "invalid_refresh_token", why: "the refresh cookie is its credential" },
  getEventPreviewBasicInformation: {
    status: 404,
    code: "not_found",
    why: "the preview token is its credential: without it, nothing is there",
  },
  listEventPreviewSchedules: { status: 404, code: "not_found", why: "the preview token is its credential" },
  calendarFeed: { status: 404, code: "not_found", why: "the secret file name is its credential" },
  openLiveLink: {
    status: 404,
    code: "not_found",
    why: "viewer: a plain link that records attendance only for a signed-in student (no event 1 here)",
  },
  editorVenueCode: { status: 401, code: "unauthorized", why: "the editor signature is its credential" },
  editorBoothCode: { status: 401, code: "unauthorized", why: "the editor signature is its credential" },
  editorDoorLink: { status: 401, code: "unauthorized", why: "the editor signature is its credential" },
  doorScreen: { status: 401, code: "unauthorized", why: "the door link's signed token is its credential" },
  queueEditorRebuild: { status: 401, code: "unauthorized", why: "the editor signature is its credential" },
  getRecruiterCompany: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  searchRecruiterStudents: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  sendScout: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  listRecruiterChats: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  getRecruiterChat: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  postRecruiterChatMessage: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
  markRecruiterChatRead: { status: 401, code: "unauthorized", why: "the recruiter token is its credential" },
};

let database: TestDatabase;
let handle: ReturnType<typeof serveRoutes>;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = serveRoutes(apiRoutes, { db: () => database.db, auth: apiAuth });
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await database?.close();
});

/** A request that is right in every way but the one under test: an empty JSON object as the body of a mutation. */
function anonymousRequest(routeCase: RouteCase, options: Parameters<typeof apiRequest>[1] = {}): Request {
  return apiRequest(fillPath(routeCase.path), {
    method: routeCase.method,
    ...(isMutatingMethod(routeCase.method) ? { body: {} } : {}),
    ...options,
  });
}

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error.status).toBe(response.status);
  return { status: response.status, code: body.error.code };
}

const guarded = routeCases.filter((routeCase) => !needsNoAjaxMarker(routeCase));
const mutations = routeCases.filter((routeCase) => isMutatingMethod(routeCase.method));

describe("route inventory: the exemptions are exactly what the route definitions say", () => {
  it("covers a route table of a realistic size", () => {
    expect(routeCases.length).toBeGreaterThan(100);
    expect(mutations.length).toBeGreaterThan(30);
  });

  it("exempts from the ajax marker exactly the listed operations", () => {
    expect(
      routeCases
        .filter(needsNoAjaxMarker)
        .map(({ name }) => name)
        .sort(),
    ).toEqual([...AJAX_MARKER_EXEMPT].sort());
  });

  it("exempts from the CSRF double submit exactly the listed mutations", () => {
    expect(
      mutations
        .filter((routeCase) => !needsCsrfToken(routeCase))
        .map(({ name }) => name)
        .sort(),
    ).toEqual([...CSRF_EXEMPT_MUTATIONS].sort());
  });

  it("lists the anonymous answer of exactly the personal routes that are not student routes", () => {
    const personal = apiRoutes
      .filter((route) => route.personal && route.auth !== "student")
      .map((route) => route.operationId);
    expect(personal.sort()).toEqual(Object.keys(ANONYMOUS_PERSONAL_ANSWERS).sort());
  });
});

describe("route inventory: 403 without the ajax marker", () => {
  it.each(guarded.map((routeCase) => [routeCase.name, routeCase]))("%s", async (_name, routeCase) => {
    const response = await handle(anonymousRequest(routeCase, { ajaxMarker: false }));
    expect(await errorOf(response)).toEqual({ status: 403, code: "missing_ajax_marker" });
  });
});

describe("route inventory: 403 without the CSRF token (marker sent)", () => {
  const needingCsrf = mutations.filter(needsCsrfToken);
  it.each(needingCsrf.map((routeCase) => [routeCase.name, routeCase]))("%s", async (_name, routeCase) => {
    for (const options of [
      { csrfCookie: null, csrfHeader: null },
      { csrfHeader: null },
      { csrfCookie: null },
      { csrfHeader: "another-token-0123456789abcdefghijklmnopq" },
    ]) {
      const response = await handle(anonymousRequest(routeCase, options));
      expect([options, await errorOf(response)]).toEqual([options, { status: 403, code: "invalid_csrf_token" }]);
    }
  });
});

describe("route inventory: tools' routes answer 401 without their credential (no browser guard applies to them)", () => {
  const tools = routeCases.filter(({ route }) => route.auth === "editor" || route.auth === "recruiter");
  it.each(tools.map((routeCase) => [routeCase.name, routeCase]))("%s", async (_name, routeCase) => {
    const response = await handle(
      anonymousRequest(routeCase, { ajaxMarker: false, csrfCookie: null, csrfHeader: null }),
    );
    expect(await errorOf(response)).toEqual({ status: 401, code: "unauthorized" });
  });
});

describe("route inventory: 401 for anonymous callers of student routes (valid marker and CSRF token)", () => {
  const studentCases = routeCases.filter(({ route }) => route.auth === "student");
  it.each(studentCases.map((routeCase) => [routeCase.name, routeCase]))("%s", async (_name, routeCase) => {
    const response = await handle(anonymousRequest(routeCase));
    expect(await errorOf(response)).toEqual({ status: 401, code: "unauthorized" });
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
  });
});

describe("route inventory: what anonymous callers get from the other personal routes", () => {
  const otherPersonal = routeCases.filter(({ route }) => route.personal && route.auth !== "student");
  it.each(otherPersonal.map((routeCase) => [routeCase.name, routeCase]))("%s", async (_name, routeCase) => {
    const expected = ANONYMOUS_PERSONAL_ANSWERS[routeCase.route.operationId]!;
    const response = await handle(anonymousRequest(routeCase));
    if (expected.code) expect(await errorOf(response)).toEqual({ status: expected.status, code: expected.code });
    else expect(response.status).toBe(expected.status);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
  });
});
