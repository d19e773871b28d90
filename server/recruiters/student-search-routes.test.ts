import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import {
  businessCategories,
  companies,
  departmentCategories,
  highSchools,
  prefectures,
  universities,
  userActivities,
  userAffiliations,
  userBasicInformations,
  userPreferredBusinessCategories,
  userPreferredWorkPrefectures,
  users,
} from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import {
  recruiterStudentSearchResponseSchema,
  type RecruiterStudentSearchResponse,
} from "../../core/api/recruiter-students";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { createRecruiterToken } from "./recruiter-tokens";
import { DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET, pseudonymFor, readPseudonymSecret } from "./student-pseudonym";

const PATH = "/api/v1/recruiter/students";
/** The fixtures' graduation year: the seed's students graduate 2026–2029, so filtering by it sees the fixtures only. */
const YEAR = 2091;

let database: TestDatabase;
let recruiterFunction: FunctionModule["default"];
let companyA: number;
let companyB: number;
let tokenA: string;
let tokenB: string;

type Fixture = {
  id: string;
  email: string;
  uniqueId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  schoolName: string;
  areaId: number | null;
};

type School = { id: number; name: string; areaId: number };
let uniX: School;
let uniY: School;
let highSchool: School;
let humanities: number;
let sciences: number;
let bc1: { id: number; name: string };
let bc2: { id: number; name: string };

/** s1 university/X/文系 bc1,bc2 東京 留学; s2 graduate school/Y/理系 bc2 東京,大阪 アルバイト; s3 high school, nothing else, never signed in. */
let s1: Fixture;
let s2: Fixture;
let s3: Fixture;
/** like s1 in every filter and the most recently signed in, but does not accept scouts */
let optedOut: Fixture;
/** like s1, graduating a year later */
let nextYear: Fixture;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function newStudent(options: {
  graduateYear?: number;
  receiveScoutMessage?: boolean;
  lastSignInAt: Date | null;
  schoolType: string;
  school: School;
  departmentCategoryId: number | null;
  businessCategoryIds?: number[];
  prefectureCodes?: number[];
  activities?: Array<[string, string, string]>;
}): Promise<Fixture> {
  const tag = randomBytes(4).toString("hex");
  const email = `search-${tag}@example.com`;
  const uniqueId = randomBytes(16).toString("hex");
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      uniqueId,
      graduateYear: options.graduateYear ?? YEAR,
      receiveScoutMessage: options.receiveScoutMessage ?? true,
      lastSignInAt: options.lastSignInAt,
    })
    .returning({ id: users.id });
  const id = user!.id;
  const fixture = {
    id,
    email,
    uniqueId,
    firstName: `名${tag}`,
    lastName: `姓${tag}`,
    dateOfBirth: "2069-04-0" + String(1 + (parseInt(tag, 16) % 9)),
    schoolName: options.school.name,
    areaId: options.school.areaId,
  };
  await database.db.insert(userBasicInformations).values({
    userId: id,
    firstName: fixture.firstName,
    lastName: fixture.lastName,
    firstNameKana: "メイ",
    lastNameKana: "セイ",
    dateOfBirth: fixture.dateOfBirth,
  });
  const highSchoolStudent = options.schoolType === "high_school";
  await database.db.insert(userAffiliations).values({
    userId: id,
    schoolType: options.schoolType,
    universityId: highSchoolStudent ? null : options.school.id,
    highSchoolId: highSchoolStudent ? options.school.id : null,
    departmentCategoryId: options.departmentCategoryId,
    displayUniversity: highSchoolStudent ? null : options.school.name,
    displayHighSchool: highSchoolStudent ? options.school.name : null,
    grade: "学部3年",
  });
  for (const [index, businessCategoryId] of (options.businessCategoryIds ?? []).entries()) {
    await database.db
      .insert(userPreferredBusinessCategories)
      .values({ userId: id, businessCategoryId, priority: index + 1 });
  }
  for (const prefectureCode of options.prefectureCodes ?? []) {
    await database.db.insert(userPreferredWorkPrefectures).values({ userId: id, prefectureCode });
  }
  for (const [index, [largeCategory, mediumCategory, description]] of (options.activities ?? []).entries()) {
    await database.db
      .insert(userActivities)
      .values({ userId: id, largeCategory, mediumCategory, description, displayOrder: index + 1 });
  }
  return fixture;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  recruiterFunction = (await loadFunction("recruiter")).default;
  const db = database.db;
  [companyA, companyB] = (
    await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(2)
  ).map((row) => row.id) as [number, number];
  tokenA = (await createRecruiterToken(db, companyA, "search A")).token;
  tokenB = (await createRecruiterToken(db, companyB, "search B")).token;

  const unis = await db
    .select({ id: universities.id, name: universities.name, areaId: universities.areaId })
    .from(universities)
    .orderBy(asc(universities.id));
  uniX = unis[0]!;
  uniY = unis.find((uni) => uni.areaId !== uniX.areaId)!;
  const [hs] = await db
    .select({ id: highSchools.id, name: highSchools.name, areaId: prefectures.areaId })
    .from(highSchools)
    .innerJoin(prefectures, eq(prefectures.code, highSchools.prefectureCode))
    .orderBy(asc(highSchools.id))
    .limit(1);
  highSchool = hs!;
  const categories = await db
    .select({ id: departmentCategories.id, group: departmentCategories.group })
    .from(departmentCategories)
    .orderBy(asc(departmentCategories.id));
  humanities = categories.find((category) => category.group === "humanities")!.id;
  sciences = categories.find((category) => category.group === "sciences")!.id;
  [bc1, bc2] = (await db
    .select({ id: businessCategories.id, name: businessCategories.name })
    .from(businessCategories)
    .orderBy(asc(businessCategories.id))
    .limit(2)) as [{ id: number; name: string }, { id: number; name: string }];

  s1 = await newStudent({
    lastSignInAt: hoursAgo(1),
    schoolType: "university",
    school: uniX,
    departmentCategoryId: humanities,
    businessCategoryIds: [bc2.id, bc1.id],
    prefectureCodes: [13],
    activities: [
      ["留学", "語学留学", "カナダで半年"],
      ["サークル・部活動", "運動系", "テニス"],
    ],
  });
  s2 = await newStudent({
    lastSignInAt: hoursAgo(2),
    schoolType: "graduate_school",
    school: uniY,
    departmentCategoryId: sciences,
    businessCategoryIds: [bc2.id],
    prefectureCodes: [27, 13],
    activities: [["アルバイト", "事務", ""]],
  });
  s3 = await newStudent({
    lastSignInAt: null,
    schoolType: "high_school",
    school: highSchool,
    departmentCategoryId: null,
  });
  optedOut = await newStudent({
    receiveScoutMessage: false,
    lastSignInAt: new Date(),
    schoolType: "university",
    school: uniX,
    departmentCategoryId: humanities,
    businessCategoryIds: [bc1.id],
    prefectureCodes: [13],
    activities: [["留学", "語学留学", "秘密"]],
  });
  nextYear = await newStudent({
    graduateYear: YEAR + 1,
    lastSignInAt: hoursAgo(1),
    schoolType: "university",
    school: uniX,
    departmentCategoryId: humanities,
    businessCategoryIds: [bc1.id],
    prefectureCodes: [13],
    activities: [["留学", "語学留学", ""]],
  });
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers; text: string };

/** A call as a company's tool makes it: only the Authorization header, no cookies, no ajax marker. */
async function call(query: string, token: string | null = tokenA): Promise<Answer> {
  const request = apiRequest(`${PATH}${query ? `?${query}` : ""}`, {
    ajaxMarker: false,
    csrfCookie: null,
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
  const response = await recruiterFunction(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers, text };
}

async function search(query: string, token = tokenA): Promise<RecruiterStudentSearchResponse> {
  const answer = await call(query, token);
  expect(answer.status).toBe(200);
  return recruiterStudentSearchResponseSchema.parse(answer.body);
}

const secret = () => readPseudonymSecret();
const as = (companyId: number, ...students: Fixture[]) =>
  students.map((student) => pseudonymFor(secret(), companyId, student.id));
const pseudonymsOf = (answer: RecruiterStudentSearchResponse) => answer.students.map((student) => student.pseudonym);

describe("student pseudonyms", () => {
  it("are stu_ and 22 base64url characters of the HMAC-SHA256 of company:user", () => {
    const pseudonym = pseudonymFor("secret", 7, "00000000-0000-4000-8000-000000000000");
    expect(pseudonym).toMatch(/^stu_[A-Za-z0-9_-]{22}$/);
    expect(pseudonym).toBe(pseudonymFor("secret", 7, "00000000-0000-4000-8000-000000000000"));
    expect(pseudonym).not.toBe(pseudonymFor("secret", 8, "00000000-0000-4000-8000-000000000000"));
    expect(pseudonym).not.toBe(pseudonymFor("other secret", 7, "00000000-0000-4000-8000-000000000000"));
  });
});

describe("GET /api/v1/recruiter/students", () => {
  it("lists the students who accept scouts, most recently signed in first, anonymised, no-store", async () => {
    const answer = await call(`graduate_year=${YEAR}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    const body = recruiterStudentSearchResponseSchema.parse(answer.body);
    expect(body.total_counts).toBe(3);
    expect(pseudonymsOf(body)).toEqual(as(companyA, s1, s2, s3));
    const area = async (id: number) =>
      (await database.db.execute<{ id: number; name: string }>(sql`select id, name from areas where id = ${id}`))
        .rows[0]!;
    expect(body.students[0]).toEqual({
      pseudonym: as(companyA, s1)[0],
      graduate_year: YEAR,
      school_category: "university",
      school_area: await area(uniX.areaId),
      department_group: "humanities",
      preferred_business_categories: [bc2, bc1],
      preferred_prefectures: [{ code: 13, name: "東京都" }],
      activities: [
        { large_category: "留学", medium_category: "語学留学", description: "カナダで半年" },
        { large_category: "サークル・部活動", medium_category: "運動系", description: "テニス" },
      ],
    });
    expect(body.students[1]).toMatchObject({
      school_category: "graduate_school",
      school_area: await area(uniY.areaId),
      department_group: "sciences",
      preferred_business_categories: [bc2],
      preferred_prefectures: [
        { code: 13, name: "東京都" },
        { code: 27, name: "大阪府" },
      ],
    });
    expect(body.students[2]).toEqual({
      pseudonym: as(companyA, s3)[0],
      graduate_year: YEAR,
      school_category: "high_school",
      school_area: await area(highSchool.areaId),
      department_group: null,
      preferred_business_categories: [],
      preferred_prefectures: [],
      activities: [],
    });
  });

  it("never lists a student who does not accept scouts", async () => {
    const all = await search("per=50");
    const optedIn = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where receive_scout_message`,
    );
    expect(all.total_counts).toBe(optedIn.rows[0]!.n);
    const everyPseudonym: string[] = [];
    for (let page = 1; (page - 1) * 50 < all.total_counts; page++)
      everyPseudonym.push(...pseudonymsOf(await search(`per=50&page=${page}`)));
    expect(everyPseudonym).toHaveLength(all.total_counts);
    expect(everyPseudonym).not.toContain(as(companyA, optedOut)[0]);
    expect(everyPseudonym).toContain(as(companyA, s1)[0]);
    // every filter optedOut matches, yet only s1
    const narrow = await search(
      `graduate_year=${YEAR}&school_categories[]=university&school_areas[]=${uniX.areaId}&department_groups[]=humanities&business_category_ids[]=${bc1.id}&prefecture_ids[]=13&activity_categories[]=留学`,
    );
    expect(pseudonymsOf(narrow)).toEqual(as(companyA, s1));
  });

  it("shows no name, e-mail, school name, birth date or user id", async () => {
    const fixtures = [s1, s2, s3, nextYear];
    const answers = [
      await call(`graduate_year=${YEAR}`),
      await call(`graduate_year=${YEAR + 1}`),
      await call("per=50"),
    ];
    for (const answer of answers) {
      for (const student of fixtures) {
        for (const secretValue of [
          student.id,
          student.email,
          student.uniqueId,
          student.firstName,
          student.lastName,
          student.dateOfBirth,
          student.schoolName,
        ]) {
          expect(answer.text).not.toContain(secretValue);
        }
      }
      expect(answer.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(answer.text).not.toContain("@");
      for (const student of recruiterStudentSearchResponseSchema.parse(answer.body).students) {
        expect(Object.keys(student).sort()).toEqual([
          "activities",
          "department_group",
          "graduate_year",
          "preferred_business_categories",
          "preferred_prefectures",
          "pseudonym",
          "school_area",
          "school_category",
        ]);
      }
    }
  });

  it("gives a company the same pseudonym every time, and another company other ones", async () => {
    const first = pseudonymsOf(await search(`graduate_year=${YEAR}`));
    const anotherTokenOfA = (await createRecruiterToken(database.db, companyA, "second tool")).token;
    expect(pseudonymsOf(await search(`graduate_year=${YEAR}`, anotherTokenOfA))).toEqual(first);
    const ofB = pseudonymsOf(await search(`graduate_year=${YEAR}`, tokenB));
    expect(ofB).toEqual(as(companyB, s1, s2, s3));
    expect(ofB).toHaveLength(3);
    for (const pseudonym of ofB) expect(first).not.toContain(pseudonym);
    expect(secret()).toBe(DEVELOPMENT_RECRUITER_PSEUDONYM_SECRET);
  });

  it.each([
    ["graduate_year", () => `graduate_year=${YEAR + 1}`, () => [nextYear]],
    ["school_categories", () => `school_categories[]=graduate_school&school_categories[]=high_school`, () => [s2, s3]],
    [
      "school_areas",
      () => `school_areas[]=${uniY.areaId}`,
      () => [s1, s2, s3].filter((student) => student.areaId === uniY.areaId),
    ],
    [
      "school_areas (high school by its prefecture)",
      () => `school_areas[]=${highSchool.areaId}`,
      () => [s1, s2, s3].filter((student) => student.areaId === highSchool.areaId),
    ],
    ["department_groups humanities", () => `department_groups[]=humanities`, () => [s1]],
    ["department_groups both", () => `department_groups[]=humanities&department_groups[]=sciences`, () => [s1, s2]],
    ["business_category_ids", () => `business_category_ids[]=${bc1.id}`, () => [s1]],
    [
      "business_category_ids (any of)",
      () => `business_category_ids[]=${bc2.id}&business_category_ids[]=${bc1.id}`,
      () => [s1, s2],
    ],
    ["prefecture_ids", () => `prefecture_ids[]=27`, () => [s2]],
    ["prefecture_ids (any of)", () => `prefecture_ids[]=13&prefecture_ids[]=1`, () => [s1, s2]],
    ["activity_categories", () => `activity_categories[]=${encodeURIComponent("アルバイト")}`, () => [s2]],
    [
      "activity_categories (any of)",
      () =>
        `activity_categories[]=${encodeURIComponent("アルバイト")}&activity_categories[]=${encodeURIComponent("サークル・部活動")}`,
      () => [s1, s2],
    ],
    ["two filters together", () => `school_categories[]=university&prefecture_ids[]=27`, () => []],
  ])("narrows by %s", async (_label, query, expected) => {
    const filter = query();
    const yearFilter = filter.startsWith("graduate_year") ? filter : `graduate_year=${YEAR}&${filter}`;
    const answer = await search(yearFilter);
    expect(pseudonymsOf(answer)).toEqual(as(companyA, ...expected()));
    expect(answer.total_counts).toBe(expected().length);
  });

  it("pages with the total over all pages", async () => {
    const first = await search(`graduate_year=${YEAR}&per=2`);
    const second = await search(`graduate_year=${YEAR}&per=2&page=2`);
    const beyond = await search(`graduate_year=${YEAR}&per=2&page=3`);
    expect([first.total_counts, second.total_counts, beyond.total_counts]).toEqual([3, 3, 3]);
    expect(pseudonymsOf(first)).toEqual(as(companyA, s1, s2));
    expect(pseudonymsOf(second)).toEqual(as(companyA, s3));
    expect(beyond.students).toEqual([]);
    const defaults = await search("");
    expect(defaults.students).toHaveLength(Math.min(20, defaults.total_counts));
  });

  it.each([
    ["no token", null],
    ["an unknown token", "mrt_" + "C".repeat(43)],
  ])("answers 401 with %s", async (_label, token) => {
    const answer = await call(`graduate_year=${YEAR}`, token);
    expect([answer.status, apiErrorBodySchema.parse(answer.body).error.code]).toEqual([401, "unauthorized"]);
    expect(answer.text).not.toContain("stu_");
  });

  it.each([
    ["per=51", "per"],
    ["per=0", "per"],
    ["page=0", "page"],
    ["page=x", "page"],
    ["graduate_year=abc", "graduate_year"],
    [`graduate_year=${YEAR}&graduate_year=${YEAR + 1}`, "graduate_year"],
    ["school_categories[]=college", "school_categories"],
    ["school_categories=university", "school_categories"],
    ["school_areas[]=0", "school_areas"],
    [`department_groups[]=${encodeURIComponent("文系")}`, "department_groups"],
    ["business_category_ids[]=x", "business_category_ids"],
    ["prefecture_ids[]=48", "prefecture_ids"],
    ["activity_categories[]=unknown", "activity_categories"],
  ])("answers 400 naming the parameter for %s", async (query, name) => {
    const answer = await call(query);
    expect(answer.status).toBe(400);
    const error = apiErrorBodySchema.parse(answer.body).error;
    expect(error.code).toBe("invalid_parameter");
    expect(error.message).toContain(name);
  });
});
