import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import {
  graduateYearResponseSchema,
  graduateYearWindow,
  receiveScoutMessageResponseSchema,
  studentConfirmationResponseSchema,
} from "../../core/api/user-settings";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";
import { loadCurrentUser } from "./current-user-service";

const GRADUATE_YEAR_PATHS = ["/api/v1/users/graduate_year", "/app_api/v1/users/graduate_year"] as const;
const SCOUT = "/api/v1/users/receive_scout_message";
const CONFIRMATION = "/api/v1/users/student_confirmation";

let database: TestDatabase;
let usersFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  usersFunction = (await loadFunction("users")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(path: string, options: ApiRequestOptions = {}) {
  const response = await usersFunction(apiRequest(path, options));
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cacheControl: response.headers.get("Cache-Control"),
  };
}

const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

async function newStudent(values: Partial<typeof users.$inferInsert> = {}): Promise<SignedIn> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `s${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      graduateYear: 2027,
      ...values,
    })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

async function userRow(userId: string) {
  const [row] = await database.db
    .select({ graduateYear: users.graduateYear, receiveScoutMessage: users.receiveScoutMessage })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe("graduateYearWindow", () => {
  it("runs from the class that graduated last to five years after the current class, turning over in April (Japan time)", () => {
    // 31 March 2026 23:59 JST: the class of 2026 is still studying
    expect(graduateYearWindow(new Date("2026-03-31T14:59:00Z"))).toEqual({ min: 2025, max: 2031 });
    // 1 April 2026 00:00 JST: now the class of 2027 is
    expect(graduateYearWindow(new Date("2026-03-31T15:00:00Z"))).toEqual({ min: 2026, max: 2032 });
  });
});

describe("PATCH /api/v1/users/graduate_year and /app_api/v1/users/graduate_year", () => {
  const { max } = graduateYearWindow(new Date());

  it.each(AUTH_MODES.flatMap((mode) => GRADUATE_YEAR_PATHS.map((path) => [mode, path] as const)))(
    "in %s mode at %s stores the year of the demo student and answers it in both forms",
    async (mode, path) => {
      const userId = await userIdByEmail(database.db, "student@example.com");
      const credentials = await credentialsFor(database.db, await signInAs(database.db, userId), mode);
      for (const year of [max, max - 1]) {
        const result = await call(path, { method: "PATCH", body: { graduate_year: year }, ...credentials });
        expect(result.status).toBe(200);
        expect(result.cacheControl).toBe("no-store");
        expect(graduateYearResponseSchema.parse(result.body)).toEqual({
          graduate_year: `${year}年卒`,
          graduate_year_number: year,
        });
        expect((await userRow(userId)).graduateYear).toBe(year);
        expect(await loadCurrentUser(database.db, userId)).toMatchObject({
          graduate_year: `${year}年卒`,
          graduate_year_number: year,
        });
      }
    },
  );

  it("answers 400 naming graduate_year when it is missing, not an integer or outside the window; the row stays", async () => {
    const student = await newStudent();
    const { min } = graduateYearWindow(new Date());
    const cases: [unknown, string][] = [
      [{}, 'Required parameter "graduate_year" is missing'],
      [{ graduate_year: "2027" }, 'Invalid parameter "graduate_year"'],
      [{ graduate_year: 2027.5 }, 'Invalid parameter "graduate_year"'],
      [{ graduate_year: min - 1 }, `Invalid parameter "graduate_year": must be between ${min} and ${max}`],
      [{ graduate_year: max + 1 }, `Invalid parameter "graduate_year": must be between ${min} and ${max}`],
      [{ graduate_year: 2027, grade: "学部3年" }, 'Unknown parameter "grade"'],
    ];
    for (const path of GRADUATE_YEAR_PATHS) {
      for (const [body, message] of cases) {
        const result = await call(path, { method: "PATCH", body, cookies: student.cookies });
        expect([path, JSON.stringify(body), result.status]).toEqual([path, JSON.stringify(body), 400]);
        expect(errorOf(result.body)).toMatchObject({
          code: "invalid_parameter",
          message: expect.stringContaining(message),
        });
      }
    }
    expect((await userRow(student.userId)).graduateYear).toBe(2027);
  });

  it("answers 401 anonymous and 403 without the CSRF header or the ajax marker; the row stays", async () => {
    const student = await newStudent();
    for (const path of GRADUATE_YEAR_PATHS) {
      const body = { graduate_year: max };
      expect(errorOf((await call(path, { method: "PATCH", body })).body)).toMatchObject({
        status: 401,
        code: "unauthorized",
      });
      expect(
        errorOf((await call(path, { method: "PATCH", body, cookies: student.cookies, csrfHeader: null })).body),
      ).toMatchObject({
        status: 403,
        code: "invalid_csrf_token",
      });
      expect(
        errorOf((await call(path, { method: "PATCH", body, cookies: student.cookies, ajaxMarker: false })).body),
      ).toMatchObject({
        status: 403,
        code: "missing_ajax_marker",
      });
    }
    expect((await userRow(student.userId)).graduateYear).toBe(2027);
  });
});

describe("PATCH /api/v1/users/receive_scout_message", () => {
  it.each(AUTH_MODES)("in %s mode stores the choice and reads it back as scout_approved", async (mode) => {
    const userId = await userIdByEmail(database.db, "student@example.com");
    const credentials = await credentialsFor(database.db, await signInAs(database.db, userId), mode);
    for (const choice of [true, false, true]) {
      const result = await call(SCOUT, { method: "PATCH", body: { receive_scout_message: choice }, ...credentials });
      expect(result.status).toBe(200);
      expect(result.cacheControl).toBe("no-store");
      expect(receiveScoutMessageResponseSchema.parse(result.body)).toEqual({ scout_approved: choice });
      expect((await userRow(userId)).receiveScoutMessage).toBe(choice);
      expect((await loadCurrentUser(database.db, userId)).scout_enabled).toBe(choice);
    }
  });

  it("answers 400 naming receive_scout_message when it is missing or not a boolean; the row stays", async () => {
    const student = await newStudent({ receiveScoutMessage: true });
    for (const [body, message] of [
      [{}, 'Required parameter "receive_scout_message" is missing'],
      [{ receive_scout_message: "false" }, 'Invalid parameter "receive_scout_message"'],
      [{ receive_scout_message: null }, 'Invalid parameter "receive_scout_message"'],
    ] as const) {
      const result = await call(SCOUT, { method: "PATCH", body, cookies: student.cookies });
      expect(result.status).toBe(400);
      expect(errorOf(result.body).message).toContain(message);
    }
    expect((await userRow(student.userId)).receiveScoutMessage).toBe(true);
  });

  it("answers 401 anonymous and 403 without the CSRF header or the ajax marker; the row stays", async () => {
    const student = await newStudent({ receiveScoutMessage: true });
    const body = { receive_scout_message: false };
    expect((await call(SCOUT, { method: "PATCH", body })).status).toBe(401);
    expect((await call(SCOUT, { method: "PATCH", body, cookies: student.cookies, csrfHeader: null })).status).toBe(403);
    expect((await call(SCOUT, { method: "PATCH", body, cookies: student.cookies, ajaxMarker: false })).status).toBe(
      403,
    );
    expect((await userRow(student.userId)).receiveScoutMessage).toBe(true);
  });
});

describe("GET /api/v1/users/student_confirmation", () => {
  it.each(AUTH_MODES)("in %s mode answers the student's is_student_confirmed", async (mode) => {
    const userId = await userIdByEmail(database.db, "student@example.com");
    const credentials = await credentialsFor(database.db, await signInAs(database.db, userId), mode);
    for (const confirmed of [true, false]) {
      await database.db.update(users).set({ isStudentConfirmed: confirmed }).where(eq(users.id, userId));
      const result = await call(CONFIRMATION, credentials);
      expect(result.status).toBe(200);
      expect(result.cacheControl).toBe("no-store");
      expect(studentConfirmationResponseSchema.parse(result.body)).toEqual({ is_student_confirmed: confirmed });
    }
  });

  it("answers 401 anonymous and 403 without the ajax marker", async () => {
    expect(errorOf((await call(CONFIRMATION)).body)).toMatchObject({ status: 401, code: "unauthorized" });
    const student = await newStudent();
    expect((await call(CONFIRMATION, { cookies: student.cookies, ajaxMarker: false })).status).toBe(403);
  });
});
