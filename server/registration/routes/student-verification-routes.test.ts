import { eq } from "drizzle-orm";
import { userAffiliations, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import {
  studentConfirmedResponseSchema,
  studentVerificationResponseSchema,
} from "../../../core/api/student-verification";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { latestMailTo } from "../../testing/outbox";
import { newRegisteredStudent } from "../../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";

const VERIFICATIONS = "/api/v1/user_registrations/student_verifications";
const CONFIRM_CODE = `${VERIFICATIONS}/confirm`;
const CONFIRMATIONS = "/api/v1/user_registrations/student_confirmations";

let database: TestDatabase;
let registrations: FunctionModule["default"];
let usersFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  registrations = (await loadFunction("user-registrations")).default;
  usersFunction = (await loadFunction("users")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(handler: FunctionModule["default"], path: string, options: ApiRequestOptions = {}) {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}
const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

async function isConfirmed(cookies: Record<string, string>): Promise<boolean> {
  const result = await call(usersFunction, "/api/v1/users/student_confirmation", { cookies });
  return studentConfirmedResponseSchema.parse(result.body).is_student_confirmed;
}

describe("student_verification", () => {
  it("mails a code to an ac.jp address; the code confirms the student (GET /api/v1/users/student_confirmation)", async () => {
    const student = await newRegisteredStudent(database.db, { status: "completed" });
    const address = `${student.userId.slice(0, 8)}@mail.mirai-u.ac.jp`;
    const sent = await call(registrations, VERIFICATIONS, {
      method: "POST",
      body: { email: address.toUpperCase() },
      cookies: student.cookies,
    });
    expect(sent.status).toBe(202);
    expect(studentVerificationResponseSchema.parse(sent.body).email).toBe(address);
    const mail = await latestMailTo(database.db, address);
    expect(mail.template).toBe("student_verification");
    expect(await isConfirmed(student.cookies)).toBe(false);
    const wrong = mail.code === "000000" ? "111111" : "000000";
    expect(
      errorOf(
        (await call(registrations, CONFIRM_CODE, { method: "POST", body: { code: wrong }, cookies: student.cookies }))
          .body,
      ),
    ).toMatchObject({
      status: 400,
      code: "invalid_verification_code",
    });
    const confirmed = await call(registrations, CONFIRM_CODE, {
      method: "POST",
      body: { code: mail.code },
      cookies: student.cookies,
    });
    expect(confirmed.body).toEqual({ is_student_confirmed: true });
    expect(await isConfirmed(student.cookies)).toBe(true);
    const again = await call(registrations, VERIFICATIONS, {
      method: "POST",
      body: { email: address },
      cookies: student.cookies,
    });
    expect(errorOf(again.body)).toMatchObject({ status: 409, code: "conflict" });
  });

  it("refuses addresses outside ac.jp, an incomplete registration, and a code after five wrong tries", async () => {
    const incomplete = await newRegisteredStudent(database.db);
    expect(
      errorOf(
        (
          await call(registrations, VERIFICATIONS, {
            method: "POST",
            body: { email: "a@b.ac.jp" },
            cookies: incomplete.cookies,
          })
        ).body,
      ).status,
    ).toBe(409);
    const student = await newRegisteredStudent(database.db, { status: "completed" });
    const gmail = await call(registrations, VERIFICATIONS, {
      method: "POST",
      body: { email: "student@gmail.com" },
      cookies: student.cookies,
    });
    expect(errorOf(gmail.body).message).toContain('Invalid parameter "email": must be a university address');
    const address = `${student.userId.slice(0, 8)}@s.tokyo-mirai.ac.jp`;
    await call(registrations, VERIFICATIONS, { method: "POST", body: { email: address }, cookies: student.cookies });
    const { code } = await latestMailTo(database.db, address);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1)
      await call(registrations, CONFIRM_CODE, { method: "POST", body: { code: wrong }, cookies: student.cookies });
    const late = await call(registrations, CONFIRM_CODE, { method: "POST", body: { code }, cookies: student.cookies });
    expect(errorOf(late.body).message).toBe("No valid code: request a new one");
    expect(await isConfirmed(student.cookies)).toBe(false);
    const malformed = await call(registrations, CONFIRM_CODE, {
      method: "POST",
      body: { code: "12ab56" },
      cookies: student.cookies,
    });
    expect(errorOf(malformed.body).message).toContain('Invalid parameter "code"');
    expect((await call(registrations, VERIFICATIONS, { method: "POST", body: { email: address } })).status).toBe(401);
  });
});

describe("student_confirmation", () => {
  it("confirms a completed student who has an affiliation; 409 without one or before completion", async () => {
    const student = await newRegisteredStudent(database.db, { status: "completed" });
    expect(
      errorOf((await call(registrations, CONFIRMATIONS, { method: "POST", cookies: student.cookies })).body).status,
    ).toBe(409);
    await database.db.insert(userAffiliations).values({
      userId: student.userId,
      schoolType: "university",
      manualUniversity: "ミライ大学",
      manualDepartment: "未来学部",
    });
    const confirmed = await call(registrations, CONFIRMATIONS, { method: "POST", cookies: student.cookies });
    expect(confirmed.body).toEqual({ is_student_confirmed: true });
    const [row] = await database.db
      .select({ at: users.studentConfirmedAt })
      .from(users)
      .where(eq(users.id, student.userId));
    expect(row!.at).toBeInstanceOf(Date);
    const incomplete = await newRegisteredStudent(database.db);
    expect(
      errorOf((await call(registrations, CONFIRMATIONS, { method: "POST", cookies: incomplete.cookies })).body).status,
    ).toBe(409);
    expect((await call(registrations, CONFIRMATIONS, { method: "POST" })).status).toBe(401);
    expect(
      errorOf(
        (
          await call(registrations, CONFIRMATIONS, {
            method: "POST",
            body: { confirmed: true },
            cookies: student.cookies,
          })
        ).body,
      ).message,
    ).toContain('Unknown parameter "confirmed"');
  });
});
