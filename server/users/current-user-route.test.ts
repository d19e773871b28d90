import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  chatMessages,
  chats,
  entries,
  follows,
  notifications,
  userActivities,
  userAffiliations,
  userBasicInformations,
  userMailCampaignTypes,
  userPreferredJobTypes,
  users,
  whatsNewItemReads,
  whatsNewItems,
} from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { currentUserResponseSchema, type CurrentUser } from "../../core/api/current-user";
import { apiRequest } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";
import { loadCurrentUser } from "./current-user-service";

const PATH = "/api/v1/authentications/current_user_information";
const DAY_MS = 86_400_000;

let database: TestDatabase;
let authentications: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  authentications = (await loadFunction("authentications")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error("the seed has no row for this test");
  return row;
}

function jstDay(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

async function createUser(values: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      email: `u${randomBytes(6).toString("hex")}@example.com`,
      uniqueId: randomBytes(16).toString("hex"),
      ...values,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function currentUserOf(signedIn: SignedIn): Promise<CurrentUser> {
  const response = await authentications(apiRequest(PATH, { cookies: signedIn.cookies }));
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return currentUserResponseSchema.parse(await response.json()).current_user;
}

describe("GET /api/v1/authentications/current_user_information", () => {
  it.each(AUTH_MODES)("answers the signed-in demo student in %s mode", async (mode) => {
    const userId = await userIdByEmail(database.db, "student@example.com");
    const signedIn = await signInAs(database.db, userId);
    const response = await authentications(apiRequest(PATH, await credentialsFor(database.db, signedIn, mode)));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const user = currentUserResponseSchema.parse(await response.json()).current_user;
    const row = await first<{ unique_id: string; graduate_year: number; first_name: string }>(sql`
      select u.unique_id, u.graduate_year, b.first_name from users u join user_basic_informations b on b.user_id = u.id where u.id = ${userId}`);
    expect(user).toMatchObject({
      id: userId,
      email: "student@example.com",
      unique_id: row.unique_id,
      first_name: row.first_name,
      graduate_year_number: row.graduate_year,
      graduate_year: `${row.graduate_year}年卒`,
      profile_all_unfilled: false,
    });
    expect(user.university_info).not.toBeNull();
    expect(user.interest_job_type.first).not.toBeNull();
  });

  it("answers the incomplete demo newcomer with what they filled in so far", async () => {
    const userId = await userIdByEmail(database.db, "newcomer@example.com");
    const user = await currentUserOf(await signInAs(database.db, userId));
    expect(user).toMatchObject({
      id: userId,
      email: "newcomer@example.com",
      interest_job_type: { first: null, second: null, third: null },
    });
  });

  it("answers 401 unauthorized when anonymous, and in token mode to a cookie without a bearer token", async () => {
    const anonymous = await authentications(apiRequest(PATH));
    expect(anonymous.status).toBe(401);
    expect(apiErrorBodySchema.parse(await anonymous.json()).error.code).toBe("unauthorized");
    const signedIn = await signInAs(database.db, await userIdByEmail(database.db, "student@example.com"));
    await setTokenBasedAuth(database.db, true);
    expect((await authentications(apiRequest(PATH, { cookies: signedIn.cookies }))).status).toBe(401);
  });

  it("answers 401 to a signed-out session", async () => {
    const signedIn = await signInAs(database.db, await userIdByEmail(database.db, "student@example.com"));
    const signOut = await authentications(
      apiRequest("/api/v1/authentications/sign_out", { method: "POST", cookies: signedIn.cookies }),
    );
    expect(signOut.status).toBe(204);
    expect((await authentications(apiRequest(PATH, { cookies: signedIn.cookies }))).status).toBe(401);
  });

  it("answers 403 without the ajax marker", async () => {
    const signedIn = await signInAs(database.db, await userIdByEmail(database.db, "student@example.com"));
    expect((await authentications(apiRequest(PATH, { cookies: signedIn.cookies, ajaxMarker: false }))).status).toBe(
      403,
    );
  });

  it("computes every field from the student's rows", async () => {
    const db = database.db;
    const userId = await createUser({
      graduateYear: 2028,
      receiveScoutMessage: true,
      entriedEventScheduleReminderType: "mail",
      profileImageUrl: "https://images.example/u.png",
      signupUtmSource: "google",
      signupUtmMedium: "cpc",
      signupUtmCampaign: "spring",
      // 00:30 on 1 April in Japan
      registeredAt: new Date("2026-03-31T15:30:00Z"),
    });
    await db
      .insert(userBasicInformations)
      .values({ userId, firstName: "花子", lastName: "山田", firstNameKana: "ハナコ", lastNameKana: "ヤマダ" });
    const school = await first<{
      university_id: number;
      university: string;
      category: string;
      area: string;
      department_id: number;
      department: string;
      category_id: number;
      department_group: string;
      kind: string;
      concentration_id: number;
      concentration: string;
    }>(sql`
      select un.id as university_id, un.name as university, un.category, ar.name as area,
        d.id as department_id, d.name as department, dc.id as category_id, dc.name as department_group, dc."group" as kind,
        c.id as concentration_id, c.name as concentration
      from concentrations c join departments d on d.id = c.department_id join universities un on un.id = d.university_id
      join areas ar on ar.id = un.area_id join department_categories dc on dc.id = d.department_category_id
      order by c.id limit 1`);
    await db.insert(userAffiliations).values({
      userId,
      schoolType: "university",
      universityId: school.university_id,
      departmentId: school.department_id,
      concentrationId: school.concentration_id,
      departmentCategoryId: school.category_id,
      course: "博士前期課程",
      grade: "学部3年",
    });
    const jobTypes = await rows<{ id: number; name: string }>(sql`select id, name from job_types order by id limit 3`);
    await db.insert(userPreferredJobTypes).values([
      { userId, jobTypeId: jobTypes[0]!.id, priority: 2 },
      { userId, jobTypeId: jobTypes[1]!.id, priority: 1 },
      { userId, jobTypeId: jobTypes[2]!.id, priority: 3 },
    ]);
    await db.insert(notifications).values([
      { userId, title: "a", body: "a" },
      { userId, title: "b", body: "b" },
      { userId, title: "c", body: "c", readAt: new Date() },
    ]);
    const companies = await rows<{ id: number }>(sql`select id from companies order by id limit 3`);
    const [companyA, companyB, companyC] = companies.map((company) => company.id) as [number, number, number];
    await db.insert(follows).values([
      { userId, companyId: companyA, createdAt: new Date(Date.now() - DAY_MS) },
      { userId, companyId: companyB, createdAt: new Date(Date.now() - 2 * DAY_MS) },
    ]);
    // whats_new: only the rows of this test, so the count is exact
    await db.delete(whatsNewItems);
    const past = new Date(Date.now() - DAY_MS);
    const news = await db
      .insert(whatsNewItems)
      .values([
        { title: "general unread", body: "x", publishedAt: past },
        { title: "general read", body: "x", publishedAt: past },
        { title: "general future", body: "x", publishedAt: new Date(Date.now() + DAY_MS) },
        { title: "followed company", body: "x", publishedAt: past, companyId: companyA },
        { title: "other company", body: "x", publishedAt: past, companyId: companyC },
      ])
      .returning({ id: whatsNewItems.id });
    await db.insert(whatsNewItemReads).values({ userId, whatsNewItemId: news[1]!.id });
    const [chat] = await db.insert(chats).values({ userId, companyId: companyA }).returning({ id: chats.id });
    await db.insert(chatMessages).values([
      { chatId: chat!.id, senderType: "company", body: "1" },
      { chatId: chat!.id, senderType: "company", body: "2" },
      { chatId: chat!.id, senderType: "company", body: "3", readAt: new Date() },
      { chatId: chat!.id, senderType: "user", body: "4" },
    ]);
    const twoSchedules = await first<{ event_id: number; first_id: number; second_id: number }>(sql`
      select event_id, min(id) as first_id, max(id) as second_id from schedules group by event_id having count(*) >= 2 order by event_id limit 1`);
    const others = await rows<{ event_id: number; id: number }>(sql`
      select distinct on (event_id) event_id, id from schedules where event_id <> ${twoSchedules.event_id} order by event_id, id limit 2`);
    await db.insert(entries).values([
      { userId, eventId: twoSchedules.event_id, scheduleId: twoSchedules.first_id, state: "entried" },
      { userId, eventId: twoSchedules.event_id, scheduleId: twoSchedules.second_id, state: "canceled" },
      { userId, eventId: others[0]!.event_id, scheduleId: others[0]!.id, state: "canceled" },
      { userId, eventId: others[1]!.event_id, scheduleId: others[1]!.id, state: "attended" },
    ]);
    await db.insert(userMailCampaignTypes).values([
      { userId, mailCampaignTypeKey: "event_info" },
      { userId, mailCampaignTypeKey: "weekly_magazine" },
    ]);

    const signedIn = await signInAs(db, userId);
    const [row] = await db
      .select({ uniqueId: users.uniqueId, email: users.email, lastSignInAt: users.lastSignInAt })
      .from(users)
      .where(eq(users.id, userId));
    const expected: CurrentUser = {
      id: userId,
      unique_id: row!.uniqueId,
      first_name: "花子",
      last_name: "山田",
      graduate_year: "2028年卒",
      graduate_year_number: 2028,
      email: row!.email,
      university: school.university,
      university_info: {
        id: school.university_id,
        name: school.university,
        category: { national: "国立", public: "公立", private: "私立" }[school.category]!,
        area: school.area,
      },
      concentration_name: school.concentration,
      department_group: school.department_group,
      concentration_group: school.kind === "sciences" ? "理系" : "文系",
      interest_job_type: { first: jobTypes[1]!.name, second: jobTypes[0]!.name, third: jobTypes[2]!.name },
      registered_on: "2026-04-01",
      last_sign_in_on: jstDay(row!.lastSignInAt!),
      signup_utm_source: "google",
      signup_utm_medium: "cpc",
      signup_utm_campaign: "spring",
      grade: "学部3年",
      department: school.department,
      course: "博士前期課程",
      notification_unread_count: 2,
      // "general unread" only: the followed company's news counts for a student who chose whats_new_favorite_companies
      // (server/notices/unread-notices.ts), and this one chose event_info and weekly_magazine
      whats_new_unread_count: 1,
      unread_comments_count: 2,
      entried_event_count: 2,
      entried_event_schedule_reminder_type: "mail",
      profile_all_unfilled: false,
      mail_campaign_types: ["weekly_magazine", "event_info"],
      scout_enabled: true,
      entries_count: 4,
      liked_companies: [companyB, companyA],
      profile_image: "https://images.example/u.png",
    };
    expect(await currentUserOf(signedIn)).toEqual(expected);
    // the service the GraphQL layer uses gives the same
    expect(await loadCurrentUser(db, userId)).toEqual(expected);
  });

  it("answers nulls, zeros and profile_all_unfilled for a student with no answers", async () => {
    const userId = await createUser({ registeredAt: new Date("2026-06-30T14:59:00Z") });
    const user = await currentUserOf(await signInAs(database.db, userId));
    expect(user).toMatchObject({
      first_name: null,
      last_name: null,
      graduate_year: null,
      graduate_year_number: null,
      university: null,
      university_info: null,
      department: null,
      concentration_name: null,
      department_group: null,
      concentration_group: null,
      course: null,
      grade: null,
      interest_job_type: { first: null, second: null, third: null },
      registered_on: "2026-06-30",
      signup_utm_source: null,
      notification_unread_count: 0,
      unread_comments_count: 0,
      entries_count: 0,
      entried_event_count: 0,
      mail_campaign_types: [],
      scout_enabled: false,
      liked_companies: [],
      profile_image: null,
      profile_all_unfilled: true,
    });
  });

  it("falls back to the manual school answers, and any one answer makes the profile not unfilled", async () => {
    const userId = await createUser();
    await database.db.insert(userAffiliations).values({
      userId,
      schoolType: "university",
      manualUniversity: "ミライ工科大学",
      manualDepartment: "情報学部",
      manualConcentration: "情報工学科",
    });
    const user = await currentUserOf(await signInAs(database.db, userId));
    expect(user).toMatchObject({
      university: "ミライ工科大学",
      university_info: null,
      department: "情報学部",
      concentration_name: "情報工学科",
      department_group: null,
      profile_all_unfilled: false,
    });

    const activityOnly = await createUser();
    await database.db
      .insert(userActivities)
      .values({ userId: activityOnly, largeCategory: "留学", mediumCategory: "語学留学", displayOrder: 1 });
    expect((await currentUserOf(await signInAs(database.db, activityOnly))).profile_all_unfilled).toBe(false);
  });
});
