import { eq, sql } from "drizzle-orm";
import { userMailCampaignTypes, userMailMagazineOptions } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { currentUserResponseSchema } from "../../core/api/current-user";
import { eventListResponseSchema } from "../../core/api/event-list";
import { mailMagazineOptionResponseSchema } from "../../core/api/user-registration-preferences";
import { graduateYearWindow } from "../../core/api/user-settings";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { newRegisteredStudent, type RegisteredStudent } from "../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";

/**
 * /settings as the API sees it (issue 32): the calls the page makes, after registration, against the real database.
 * The page changes mail choices through the registration's own mail magazine option (no second endpoint).
 */
const MAIL = "/api/v1/user_registrations/user_registration_mail_magazine_option";
const CURRENT_USER = "/api/v1/authentications/current_user_information";

let database: TestDatabase;
let users: FunctionModule["default"];
let authentications: FunctionModule["default"];
let registrations: FunctionModule["default"];
let listing: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  users = (await loadFunction("users")).default;
  authentications = (await loadFunction("authentications")).default;
  registrations = (await loadFunction("user-registrations")).default;
  listing = (await loadFunction("events-listing")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(handler: FunctionModule["default"], path: string, options: ApiRequestOptions = {}) {
  const response = await handler(apiRequest(path, options));
  return { status: response.status, body: (await response.json()) as unknown };
}

const completedStudent = () => newRegisteredStudent(database.db, { status: "completed", graduateYear: 2027 });

async function currentUser(student: RegisteredStudent) {
  const answer = await call(authentications, CURRENT_USER, { cookies: student.cookies });
  return currentUserResponseSchema.parse(answer.body).current_user;
}

async function storedMail(student: RegisteredStudent) {
  const [option] = await database.db
    .select()
    .from(userMailMagazineOptions)
    .where(eq(userMailMagazineOptions.userId, student.userId));
  const types = await database.db
    .select({ key: userMailCampaignTypes.mailCampaignTypeKey })
    .from(userMailCampaignTypes)
    .where(eq(userMailCampaignTypes.userId, student.userId));
  return { option: option ?? null, types: types.map((type) => type.key).sort() };
}

const choices = (receive: string[], athlete = false) => ({
  receive_mail_campaigns: receive,
  needs_information_for_women: false,
  needs_information_for_international_students: false,
  is_student_athlete: athlete,
});

describe("mail choices after registration (the registration's mail magazine option)", () => {
  it("reads and changes them once the registration is completed; the current user follows at once", async () => {
    const student = await completedStudent();
    const initial = await call(registrations, MAIL, { cookies: student.cookies });
    expect(initial.status).toBe(200);
    expect(mailMagazineOptionResponseSchema.parse(initial.body).receive_mail_campaigns).toEqual([
      "weekly_magazine",
      "event_info",
      "whats_new_favorite_companies",
    ]);

    const saved = await call(registrations, MAIL, {
      method: "PUT",
      body: choices(["whats_new_favorite_companies", "weekly_magazine"], true),
      cookies: student.cookies,
    });
    expect(saved.status).toBe(200);
    expect(mailMagazineOptionResponseSchema.parse(saved.body)).toEqual(
      choices(["weekly_magazine", "whats_new_favorite_companies"], true),
    );
    const user = await currentUser(student);
    expect(user.mail_campaign_types).toEqual(["weekly_magazine", "whats_new_favorite_companies"]);
    expect((await storedMail(student)).option).toMatchObject({ receiveMailCampaigns: true, isStudentAthlete: true });

    const none = await call(registrations, MAIL, { method: "PUT", body: choices([]), cookies: student.cookies });
    expect(none.status).toBe(200);
    expect((await currentUser(student)).mail_campaign_types).toEqual([]);
    expect((await storedMail(student)).option).toMatchObject({ receiveMailCampaigns: false });
  });

  it("refuses bad choices with a 400 naming the field, and changes nothing", async () => {
    const student = await completedStudent();
    await call(registrations, MAIL, { method: "PUT", body: choices(["event_info"]), cookies: student.cookies });
    const before = await storedMail(student);
    for (const body of [
      choices(["daily_digest"]),
      choices(["event_info", "event_info"]),
      { ...choices(["event_info"]), is_student_athlete: "yes" },
      { ...choices(["event_info"]), unsubscribe_all: true },
      { receive_mail_campaigns: ["event_info"] },
    ]) {
      const answer = await call(registrations, MAIL, { method: "PUT", body, cookies: student.cookies });
      expect(answer.status).toBe(400);
      expect(apiErrorBodySchema.parse(answer.body).error.message).toMatch(/parameter/i);
    }
    expect(await storedMail(student)).toEqual(before);
  });

  it("keeps one whole answer when two saves arrive at once (no mix, no duplicate rows)", async () => {
    const student = await completedStudent();
    const first = choices(["weekly_magazine", "event_info"]);
    const second = choices(["whats_new_favorite_companies"], true);
    const answers = await Promise.all(
      [first, second].map((body) => call(registrations, MAIL, { method: "PUT", body, cookies: student.cookies })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = await storedMail(student);
    const asFirst = { types: ["event_info", "weekly_magazine"], athlete: false };
    const asSecond = { types: ["whats_new_favorite_companies"], athlete: true };
    expect([asFirst, asSecond]).toContainEqual({ types: stored.types, athlete: stored.option!.isStudentAthlete });
  });

  it("answers 401 to a visitor without a session", async () => {
    expect((await call(registrations, MAIL)).status).toBe(401);
    expect((await call(registrations, MAIL, { method: "PUT", body: choices([]) })).status).toBe(401);
  });
});

describe("graduation year and scouts from /settings", () => {
  it("a new graduation year is what the current user and the year-narrowed listing answer next", async () => {
    const student = await completedStudent();
    const { min, max } = graduateYearWindow(new Date());
    // another selectable year that published events target, so the narrowed listing is not empty
    const [found] = (
      await database.db.execute<{ year: number }>(sql`
        select y::int as year from generate_series(${min}::int, ${max}::int) y
        where y <> 2027 and exists (select 1 from events e where e.published and y = any(e.graduate_years))
        order by y limit 1`)
    ).rows;
    const year = found!.year;

    const patched = await call(users, "/api/v1/users/graduate_year", {
      method: "PATCH",
      body: { graduate_year: year },
      cookies: student.cookies,
    });
    expect(patched.status).toBe(200);
    expect(await currentUser(student)).toMatchObject({ graduate_year: `${year}年卒`, graduate_year_number: year });

    const listed = await call(listing, "/api/v1/events?search_by_current_user_graduate_year=true&per=100", {
      cookies: student.cookies,
    });
    const ids = eventListResponseSchema.parse(listed.body).events.map((event) => event.id);
    expect(ids.length).toBeGreaterThan(0);
    const years = await database.db.execute<{ ok: boolean }>(
      sql`select ${year} = any(graduate_years) as ok from events where id = any(${sql.param(ids)}::int[])`,
    );
    expect(years.rows.every((row) => row.ok)).toBe(true);
  });

  it("a refused graduation year changes neither the row nor the current user", async () => {
    const student = await completedStudent();
    const { max } = graduateYearWindow(new Date());
    const refused = await call(users, "/api/v1/users/graduate_year", {
      method: "PATCH",
      body: { graduate_year: max + 1 },
      cookies: student.cookies,
    });
    expect(refused.status).toBe(400);
    expect((await currentUser(student)).graduate_year_number).toBe(2027);
  });

  it("scout opt-out is the current user's scout_enabled at once, and opt-in again", async () => {
    const student = await completedStudent();
    for (const choice of [false, true]) {
      const answer = await call(users, "/api/v1/users/receive_scout_message", {
        method: "PATCH",
        body: { receive_scout_message: choice },
        cookies: student.cookies,
      });
      expect(answer.body).toEqual({ scout_approved: choice });
      expect((await currentUser(student)).scout_enabled).toBe(choice);
    }
  });
});
