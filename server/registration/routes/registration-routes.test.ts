import { and, eq, sql } from "drizzle-orm";
import {
  cooperatingSites,
  entries,
  userCooperatingSites,
  userRegistrationCompleteSteps,
  userRegistrationEntrySchedules,
  users,
} from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import {
  completeStepResponseSchema,
  completionResultSchema,
  thanksPageUrlResponseSchema,
  userRegistrationResponseSchema,
  userRegistrationVersionResponseSchema,
} from "../../../core/api/user-registration";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { createOpenSchedule } from "../../testing/open-schedule";
import { newRegisteredStudent, stepKeysOf } from "../../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail } from "../../testing/sign-in-as";

const BASE = "/api/v1/user_registrations";
const STEPS = `${BASE}/user_registration_complete_steps`;
const COMPLETE = `${BASE}/complete`;

let database: TestDatabase;
let registrations: FunctionModule["default"];
let versions: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  registrations = (await loadFunction("user-registrations")).default;
  versions = (await loadFunction("user-registration-versions")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(handler: FunctionModule["default"], path: string, options: ApiRequestOptions = {}) {
  const response = await handler(apiRequest(path, options));
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as unknown,
    cacheControl: response.headers.get("Cache-Control"),
  };
}
const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

async function completedSteps(registrationId: number): Promise<string[]> {
  const rows = await database.db
    .select({ key: userRegistrationCompleteSteps.userRegistrationStepKey })
    .from(userRegistrationCompleteSteps)
    .where(eq(userRegistrationCompleteSteps.userRegistrationId, registrationId));
  return rows.map((row) => row.key).sort();
}

describe("GET /api/v1/user_registration_versions/{user_registration_version_key}", () => {
  it("answers version202405002 with its five groups and their steps in order", async () => {
    const student = await newRegisteredStudent(database.db);
    const result = await call(versions, "/api/v1/user_registration_versions/version202405002", {
      cookies: student.cookies,
    });
    expect(result.status).toBe(200);
    expect(result.cacheControl).toBe("no-store");
    expect(userRegistrationVersionResponseSchema.parse(result.body).user_registration_version).toEqual({
      key: "version202405002",
      groups: [
        {
          key: "basic_information",
          steps: [
            "basic_information",
            "affiliation",
            "preferred_business_category",
            "preferred_job_type",
            "preferred_work_prefecture",
            "preferred_company_choice_factor_type",
          ].map((key) => ({ key })),
        },
        { key: "event", steps: [{ key: "entry_on_user_registration" }] },
        { key: "scout", steps: [{ key: "scout_option" }, { key: "activity" }, { key: "student_endeavor" }] },
        { key: "new_grad_referral", steps: [{ key: "new_grad_referral_option" }] },
        { key: "useful_information", steps: [{ key: "mail_magazine_unsubscribe" }, { key: "cooperating_site" }] },
      ],
    });
  });

  it("answers an older version with a different step set, 404 for an unknown key, 400 naming the missing key, 401 anonymous", async () => {
    const student = await newRegisteredStudent(database.db);
    const older = await call(versions, "/api/v1/user_registration_versions/version202304001", {
      cookies: student.cookies,
    });
    expect(
      userRegistrationVersionResponseSchema
        .parse(older.body)
        .user_registration_version.groups.map((group) => group.key),
    ).toEqual(["basic_information", "scout", "useful_information"]);
    expect(
      (await call(versions, "/api/v1/user_registration_versions/version000", { cookies: student.cookies })).status,
    ).toBe(404);
    const missing = await call(versions, "/api/v1/user_registration_versions", { cookies: student.cookies });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).message).toContain('Required parameter "user_registration_version_key" is missing');
    expect(errorOf((await call(versions, "/api/v1/user_registration_versions/version202405002")).body)).toMatchObject({
      status: 401,
      code: "unauthorized",
    });
  });
});

describe("GET /api/v1/user_registrations", () => {
  it.each(AUTH_MODES)(
    "in %s mode answers the newcomer's incomplete registration with its completed steps",
    async (mode) => {
      const userId = await userIdByEmail(database.db, "newcomer@example.com");
      const credentials = await credentialsFor(database.db, await signInAs(database.db, userId), mode);
      const result = await call(registrations, BASE, credentials);
      expect(result.status).toBe(200);
      expect(result.cacheControl).toBe("no-store");
      const registration = userRegistrationResponseSchema.parse(result.body).user_registration;
      expect(registration).toMatchObject({
        email: "newcomer@example.com",
        user_registration_version_key: "version202405002",
        status: "incomplete",
      });
      expect(registration.user_registration_complete_steps.map((step) => step.user_registration_step_key)).toEqual([
        "basic_information",
        "affiliation",
      ]);
    },
  );

  it("answers 404 for a student without a registration and 401 anonymous", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "noregistration@example.com", uniqueId: "noregistration" })
      .returning({ id: users.id });
    const signedIn = await signInAs(database.db, user!.id);
    expect(errorOf((await call(registrations, BASE, { cookies: signedIn.cookies })).body)).toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect((await call(registrations, BASE)).status).toBe(401);
  });
});

describe("POST /api/v1/user_registrations (for_miraiid_users)", () => {
  it("starts a registration for an account without one, once; an existing one is answered unchanged", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "miraiid@example.com", uniqueId: "miraiid" })
      .returning({ id: users.id });
    const signedIn = await signInAs(database.db, user!.id);
    const start = (key: string) =>
      call(registrations, BASE, {
        method: "POST",
        body: { user_registration_version_key: key },
        cookies: signedIn.cookies,
      });
    const [first, second] = await Promise.all([start("version202405002"), start("version202405002")]);
    expect(first!.body).toEqual(second!.body);
    expect(userRegistrationResponseSchema.parse(first!.body).user_registration).toMatchObject({
      email: "miraiid@example.com",
      user_registration_version_key: "version202405002",
      status: "incomplete",
      user_registration_complete_steps: [],
    });
    expect(
      userRegistrationResponseSchema.parse((await start("version202304001")).body).user_registration
        .user_registration_version_key,
    ).toBe("version202405002");
  });

  it("answers 400 naming user_registration_version_key when missing or unknown, and 401 anonymous", async () => {
    const student = await newRegisteredStudent(database.db);
    const missing = await call(registrations, BASE, { method: "POST", body: {}, cookies: student.cookies });
    expect(errorOf(missing.body).message).toBe('Required parameter "user_registration_version_key" is missing');
    const unknown = await call(registrations, BASE, {
      method: "POST",
      body: { user_registration_version_key: "version1" },
      cookies: student.cookies,
    });
    expect(errorOf(unknown.body).message).toContain('Invalid parameter "user_registration_version_key"');
    expect(
      (await call(registrations, BASE, { method: "POST", body: { user_registration_version_key: "version202405002" } }))
        .status,
    ).toBe(401);
  });
});

describe("POST and DELETE /api/v1/user_registrations/user_registration_complete_steps", () => {
  it("completes a step once: completed, then already_completed; DELETE un-completes it", async () => {
    const student = await newRegisteredStudent(database.db);
    const post = () =>
      call(registrations, STEPS, {
        method: "POST",
        body: { user_registration_step_key: "basic_information" },
        cookies: student.cookies,
      });
    expect(completeStepResponseSchema.parse((await post()).body)).toEqual({
      status: "completed",
      message: "ステップを完了しました",
    });
    expect(completeStepResponseSchema.parse((await post()).body).status).toBe("already_completed");
    expect(await completedSteps(student.registrationId)).toEqual(["basic_information"]);
    const deleted = await call(registrations, `${STEPS}/basic_information`, {
      method: "DELETE",
      cookies: student.cookies,
    });
    expect(deleted.status).toBe(204);
    expect(await completedSteps(student.registrationId)).toEqual([]);
  });

  it("stores exactly one row when the same step is completed twice at once", async () => {
    const student = await newRegisteredStudent(database.db);
    const body = { user_registration_step_key: "affiliation" };
    const results = await Promise.all(
      [1, 2, 3].map(() => call(registrations, STEPS, { method: "POST", body, cookies: student.cookies })),
    );
    expect(results.map((result) => completeStepResponseSchema.parse(result.body).status).sort()).toEqual([
      "already_completed",
      "already_completed",
      "completed",
    ]);
    expect(await completedSteps(student.registrationId)).toEqual(["affiliation"]);
  });

  it("answers 400 naming user_registration_step_key when missing, unknown, not of the version or with extra fields", async () => {
    const student = await newRegisteredStudent(database.db, { versionKey: "version202304001" });
    const cases: [unknown, string][] = [
      [{}, 'Required parameter "user_registration_step_key" is missing'],
      [undefined, "Required request body is missing"],
      [{ user_registration_step_key: "favourite_colour" }, 'Invalid parameter "user_registration_step_key"'],
      [
        { user_registration_step_key: "activity" },
        'Invalid parameter "user_registration_step_key": not a step of version202304001',
      ],
      [{ user_registration_step_key: "scout_option", done: true }, 'Unknown parameter "done"'],
    ];
    for (const [body, message] of cases) {
      const result = await call(registrations, STEPS, { method: "POST", body, cookies: student.cookies });
      expect([JSON.stringify(body), result.status]).toEqual([JSON.stringify(body), 400]);
      expect(errorOf(result.body).message).toContain(message);
    }
    const missingKey = await call(registrations, STEPS, { method: "DELETE", cookies: student.cookies });
    expect(errorOf(missingKey.body).message).toContain('Required parameter "user_registration_step_key" is missing');
    expect(await completedSteps(student.registrationId)).toEqual([]);
  });

  it("answers 401 anonymous, 403 without CSRF, and 409 on DELETE once the registration is completed", async () => {
    const body = { user_registration_step_key: "basic_information" };
    expect((await call(registrations, STEPS, { method: "POST", body })).status).toBe(401);
    const student = await newRegisteredStudent(database.db, { status: "completed", steps: ["basic_information"] });
    expect(
      (await call(registrations, STEPS, { method: "POST", body, cookies: student.cookies, csrfHeader: null })).status,
    ).toBe(403);
    const deleted = await call(registrations, `${STEPS}/basic_information`, {
      method: "DELETE",
      cookies: student.cookies,
    });
    expect(errorOf(deleted.body)).toMatchObject({ status: 409, code: "conflict" });
    expect(await completedSteps(student.registrationId)).toEqual(["basic_information"]);
  });

  it("only touches the signed-in student's own registration", async () => {
    const owner = await newRegisteredStudent(database.db, { steps: ["basic_information"] });
    const other = await newRegisteredStudent(database.db);
    await call(registrations, `${STEPS}/basic_information`, { method: "DELETE", cookies: other.cookies });
    await call(registrations, STEPS, {
      method: "POST",
      body: { user_registration_step_key: "affiliation" },
      cookies: other.cookies,
    });
    expect(await completedSteps(owner.registrationId)).toEqual(["basic_information"]);
    expect(await completedSteps(other.registrationId)).toEqual(["affiliation"]);
  });
});

describe("POST /api/v1/user_registrations/complete", () => {
  async function readyStudent() {
    const steps = await stepKeysOf(database.db, "version202405002");
    return newRegisteredStudent(database.db, { steps });
  }

  async function siteIds(): Promise<{ offered: number; unpublished: number }> {
    const rows = await database.db
      .select({ id: cooperatingSites.id, published: cooperatingSites.published, years: cooperatingSites.graduateYears })
      .from(cooperatingSites);
    const offered = rows.find((row) => row.published && (row.years.length === 0 || row.years.includes(2027)))!;
    const [unpublished] = await database.db
      .insert(cooperatingSites)
      .values({
        name: "公開終了サイト",
        partner: "テスト",
        description: "テスト",
        serviceCategory: "テスト",
        published: false,
      })
      .returning({ id: cooperatingSites.id });
    return { offered: offered.id, unpublished: unpublished!.id };
  }

  it("completes, registers chosen sites and enters picked schedules; per-site and per-event failures are in error_message", async () => {
    const student = await readyStudent();
    const { offered, unpublished } = await siteIds();
    await database.db
      .insert(userCooperatingSites)
      .values([offered, unpublished].map((id) => ({ userId: student.userId, cooperatingSiteId: id })));
    const open = await createOpenSchedule(database.db, { admissionLimitNumber: 10 });
    const full = await createOpenSchedule(database.db, { admissionLimitNumber: 1 });
    const rival = await newRegisteredStudent(database.db);
    await database.db
      .insert(entries)
      .values({ eventId: full.eventId, scheduleId: full.scheduleId, userId: rival.userId });
    await database.db
      .insert(userRegistrationEntrySchedules)
      .values([open, full].map((s) => ({ userRegistrationId: student.registrationId, scheduleId: s.scheduleId })));

    const result = await call(registrations, COMPLETE, {
      method: "POST",
      body: { anything: ["is", "accepted"] },
      cookies: student.cookies,
    });
    expect(result.status).toBe(200);
    const completion = completionResultSchema.parse(result.body);
    expect(completion.student_confirmation_completed).toBe(false);
    expect(completion.site_registration_results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cooperating_site_id: offered, error_message: null }),
        {
          cooperating_site_id: unpublished,
          name: "公開終了サイト",
          error_message: "この提携サイトは現在登録を受け付けていません",
        },
      ]),
    );
    expect(completion.event_entry_results).toEqual([
      {
        schedule_id: open.scheduleId,
        event: { id: open.eventId, title: "テスト用インターンシップ", category: "internship" },
        error_message: null,
      },
      {
        schedule_id: full.scheduleId,
        event: { id: full.eventId, title: "テスト用インターンシップ", category: "internship" },
        error_message: "定員に達したためエントリーできませんでした",
      },
    ]);
    const registration = userRegistrationResponseSchema.parse(
      (await call(registrations, BASE, { cookies: student.cookies })).body,
    ).user_registration;
    expect(registration.status).toBe("completed");
    const mine = await database.db
      .select({ scheduleId: entries.scheduleId, inflow: entries.inflow })
      .from(entries)
      .where(eq(entries.userId, student.userId));
    expect(mine).toEqual([{ scheduleId: open.scheduleId, inflow: "user_registration" }]);
    const registered = await database.db
      .select({ id: userCooperatingSites.cooperatingSiteId, at: userCooperatingSites.registeredAt })
      .from(userCooperatingSites)
      .where(eq(userCooperatingSites.userId, student.userId));
    expect(registered.find((row) => row.id === offered)?.at).toBeInstanceOf(Date);
    expect(registered.find((row) => row.id === unpublished)?.at).toBeNull();
    expect(
      thanksPageUrlResponseSchema.parse(
        (await call(registrations, `${BASE}/thanks_page_url`, { cookies: student.cookies })).body,
      ),
    ).toEqual({
      thanks_page_url: "/user_registrations/result",
    });
  });

  it("has exactly one effect when called twice at once; both answer the same result", async () => {
    const student = await readyStudent();
    const open = await createOpenSchedule(database.db, { admissionLimitNumber: 5 });
    await database.db
      .insert(userRegistrationEntrySchedules)
      .values({ userRegistrationId: student.registrationId, scheduleId: open.scheduleId });
    const [first, second] = await Promise.all(
      [1, 2].map(() => call(registrations, COMPLETE, { method: "POST", cookies: student.cookies })),
    );
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(first!.body).toEqual(second!.body);
    expect(completionResultSchema.parse(first!.body).event_entry_results[0]?.error_message).toBeNull();
    const count = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from entries where user_id = ${student.userId}`,
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  // PGlite runs transactions one at a time, so this shows the outcome; on Postgres the schedule row lock
  // (enterSchedule's `for update`) is what serialises the seat count.
  it("never overbooks a schedule when two students complete at once for its last seat", async () => {
    const limited = await createOpenSchedule(database.db, { admissionLimitNumber: 1 });
    const students = [await readyStudent(), await readyStudent()];
    for (const student of students) {
      await database.db
        .insert(userRegistrationEntrySchedules)
        .values({ userRegistrationId: student.registrationId, scheduleId: limited.scheduleId });
    }
    const results = await Promise.all(
      students.map((student) => call(registrations, COMPLETE, { method: "POST", cookies: student.cookies })),
    );
    const messages = results.map(
      (result) => completionResultSchema.parse(result.body).event_entry_results[0]!.error_message,
    );
    expect(messages.sort()).toEqual([null, "定員に達したためエントリーできませんでした"].sort());
    const held = await database.db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.scheduleId, limited.scheduleId), eq(entries.state, "entried")));
    expect(held).toHaveLength(1);
  });

  it("answers 409 naming the steps not yet complete and changes nothing; thanks_page_url stays null", async () => {
    const student = await newRegisteredStudent(database.db, { steps: ["basic_information"] });
    const result = await call(registrations, COMPLETE, { method: "POST", cookies: student.cookies });
    expect(errorOf(result.body)).toMatchObject({
      status: 409,
      code: "conflict",
      details: { missing_steps: expect.arrayContaining(["affiliation", "cooperating_site"]) },
    });
    expect((errorOf(result.body).details as { missing_steps: string[] }).missing_steps).not.toContain(
      "basic_information",
    );
    expect(
      userRegistrationResponseSchema.parse((await call(registrations, BASE, { cookies: student.cookies })).body)
        .user_registration.status,
    ).toBe("incomplete");
    expect(
      thanksPageUrlResponseSchema.parse(
        (await call(registrations, `${BASE}/thanks_page_url`, { cookies: student.cookies })).body,
      ).thanks_page_url,
    ).toBeNull();
  });

  it("accepts any JSON object but not other JSON, and answers 401 anonymous", async () => {
    const student = await readyStudent();
    const notObject = await call(registrations, COMPLETE, { method: "POST", body: [1, 2], cookies: student.cookies });
    expect(errorOf(notObject.body)).toMatchObject({ status: 400, code: "invalid_parameter" });
    expect((await call(registrations, COMPLETE, { method: "POST", body: {} })).status).toBe(401);
    expect(
      userRegistrationResponseSchema.parse((await call(registrations, BASE, { cookies: student.cookies })).body)
        .user_registration.status,
    ).toBe("incomplete");
  });
});
