import { eq, sql } from "drizzle-orm";
import { userMailCampaignTypes, userPreferredBusinessCategories, users } from "../../../db/schema";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { loadCurrentUser } from "../../users/current-user-service";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { newRegisteredStudent } from "../../testing/registered-student";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";

const BASE = "/api/v1/user_registrations/user_registration_";

let database: TestDatabase;
let registrations: FunctionModule["default"];
let school: {
  universityId: number;
  universityName: string;
  departmentId: number;
  departmentCategoryId: number;
  concentrationId: number;
  otherDepartmentId: number;
};

beforeAll(async () => {
  database = await openSeededDatabase();
  registrations = (await loadFunction("user-registrations")).default;
  const result = await database.db.execute<{
    u: number;
    un: string;
    d: number;
    dc: number;
    c: number;
    other: number;
  }>(sql`
    select un.id as u, un.name as un, d.id as d, d.department_category_id as dc, c.id as c,
      (select d2.id from departments d2 where d2.university_id <> un.id limit 1) as other
    from universities un join departments d on d.university_id = un.id join concentrations c on c.department_id = d.id
    order by un.id, d.id, c.id limit 1`);
  const row = result.rows[0]!;
  school = {
    universityId: row.u,
    universityName: row.un,
    departmentId: row.d,
    departmentCategoryId: row.dc,
    concentrationId: row.c,
    otherDepartmentId: row.other,
  };
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function call(name: string, options: ApiRequestOptions = {}) {
  const response = await registrations(apiRequest(`${BASE}${name}`, options));
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as unknown,
    cacheControl: response.headers.get("Cache-Control"),
  };
}
const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).error;

const basicInformation = {
  first_name: "花子",
  last_name: "山田",
  first_name_kana: "ハナコ",
  last_name_kana: "ヤマダ",
  date_of_birth: "2004-04-02",
  foreign_address: false,
  postcode: "1500001",
  address1: "東京都",
  address2: "渋谷区神宮前1-2-3",
  address3: null,
  tel: "090-1234-5678",
};

type Case = {
  name: string;
  body: () => Record<string, unknown>;
  expected: () => Record<string, unknown>;
  invalid: [() => unknown, string][];
};

const cases: Case[] = [
  {
    name: "basic_information",
    body: () => basicInformation,
    expected: () => ({ ...basicInformation, tel: "09012345678" }),
    invalid: [
      [
        () => ({ ...basicInformation, first_name_kana: "はなこ" }),
        'Invalid parameter "first_name_kana": must be full-width katakana',
      ],
      [
        () => ({ ...basicInformation, date_of_birth: "2003-02-29" }),
        'Invalid parameter "date_of_birth": must be a real date',
      ],
      [
        () => ({ ...basicInformation, date_of_birth: "2024-01-01" }),
        'Invalid parameter "date_of_birth": must be a date of birth',
      ],
      [() => ({ ...basicInformation, postcode: "150-0001" }), 'Invalid parameter "postcode": must be 7 digits'],
      [
        () => ({ ...basicInformation, postcode: null }),
        'Invalid parameter "postcode": is required unless foreign_address',
      ],
      [() => ({ ...basicInformation, tel: "1234" }), 'Invalid parameter "tel": must be a Japanese phone number'],
      [() => ({ ...basicInformation, address1: "東京" }), 'Invalid parameter "address1": must be a prefecture name'],
      [() => ({ ...basicInformation, last_name: undefined }), 'Required parameter "last_name" is missing'],
      [() => ({ ...basicInformation, nickname: "はな" }), 'Unknown parameter "nickname"'],
    ],
  },
  {
    name: "affiliation",
    body: () => ({
      school_type: "university",
      university_id: school.universityId,
      department_id: school.departmentId,
      concentration_id: school.concentrationId,
      graduate_year: 2027,
      grade: "学部3年",
      seminar_circle: "経済学ゼミ",
    }),
    expected: () => ({
      school_type: "university",
      university_id: school.universityId,
      department_id: school.departmentId,
      concentration_id: school.concentrationId,
      high_school_id: null,
      manual_university: null,
      manual_department: null,
      manual_concentration: null,
      manual_high_school: null,
      department_category_id: school.departmentCategoryId,
      course: null,
      graduate_year: 2027,
      seminar_circle: "経済学ゼミ",
      grade: "学部3年",
      display_university: school.universityName,
      display_high_school: null,
    }),
    invalid: [
      [
        () => ({
          school_type: "university",
          graduate_year: 2027,
          grade: "学部3年",
          department_id: school.departmentId,
        }),
        'Required parameter "university_id" is missing',
      ],
      [
        () => ({
          school_type: "university",
          university_id: school.universityId,
          department_id: school.otherDepartmentId,
          graduate_year: 2027,
          grade: "学部3年",
        }),
        'Invalid parameter "department_id": names no department of this university',
      ],
      [
        () => ({
          school_type: "university",
          manual_university: "ミライ大学",
          manual_department: "未来学部",
          graduate_year: 2027,
          grade: "学部3年",
        }),
        'Required parameter "department_category_id" is missing',
      ],
      [
        () => ({ school_type: "high_school", graduate_year: 2027, grade: "その他" }),
        'Required parameter "high_school_id" is missing',
      ],
      [
        () => ({
          school_type: "university",
          university_id: school.universityId,
          department_id: school.departmentId,
          graduate_year: 1990,
          grade: "学部3年",
        }),
        'Invalid parameter "graduate_year"',
      ],
    ],
  },
  {
    name: "preferred_business_categories",
    body: () => ({
      preferred_business_categories: [
        { business_category_id: 2, priority: 1 },
        { business_category_id: 1, priority: 2 },
      ],
    }),
    expected: () => ({
      preferred_business_categories: [
        { business_category_id: 2, priority: 1 },
        { business_category_id: 1, priority: 2 },
      ],
    }),
    invalid: [
      [() => ({ preferred_business_categories: [] }), 'Invalid parameter "preferred_business_categories"'],
      [
        () => ({ preferred_business_categories: [{ business_category_id: 1, priority: 2 }] }),
        "priorities must be 1 to the number of choices",
      ],
      [
        () => ({
          preferred_business_categories: [
            { business_category_id: 1, priority: 1 },
            { business_category_id: 99999, priority: 2 },
          ],
        }),
        'Invalid parameter "preferred_business_categories[1].business_category_id"',
      ],
    ],
  },
  {
    name: "preferred_job_types",
    body: () => ({ preferred_job_types: [{ job_type_id: 3, priority: 1 }] }),
    expected: () => ({ preferred_job_types: [{ job_type_id: 3, priority: 1 }] }),
    invalid: [
      [
        () => ({
          preferred_job_types: [
            { job_type_id: 3, priority: 1 },
            { job_type_id: 3, priority: 2 },
          ],
        }),
        "each choice at most once",
      ],
    ],
  },
  {
    name: "preferred_work_prefectures",
    body: () => ({ prefecture_ids: [27, 13] }),
    expected: () => ({ prefecture_ids: [13, 27] }),
    invalid: [
      [() => ({ prefecture_ids: [48] }), 'Invalid parameter "prefecture_ids[0]"'],
      [() => ({}), 'Required parameter "prefecture_ids" is missing'],
    ],
  },
  {
    name: "preferred_company_choice_factor_types",
    body: () => ({ company_choice_factor_type_ids: [4, 1] }),
    expected: () => ({ company_choice_factor_type_ids: [1, 4] }),
    invalid: [
      [
        () => ({ company_choice_factor_type_ids: [1, 2, 3, 4, 5, 6] }),
        'Invalid parameter "company_choice_factor_type_ids"',
      ],
    ],
  },
  {
    name: "scout_option",
    body: () => ({ receive_scout_message: true }),
    expected: () => ({ scout_approved: true }),
    invalid: [[() => ({ receive_scout_message: "yes" }), 'Invalid parameter "receive_scout_message"']],
  },
  {
    name: "user_activities",
    body: () => ({
      user_activities: [
        {
          large_category: "アルバイト",
          medium_category: "接客・販売",
          description: "カフェで新人教育を担当しました。",
          order: 1,
        },
        { large_category: "留学", medium_category: "語学留学", description: "", order: 2 },
      ],
    }),
    expected: () => ({
      user_activities: [
        {
          large_category: "アルバイト",
          medium_category: "接客・販売",
          description: "カフェで新人教育を担当しました。",
          order: 1,
        },
        { large_category: "留学", medium_category: "語学留学", description: "", order: 2 },
      ],
    }),
    invalid: [
      [
        () => ({ user_activities: [{ large_category: "趣味", medium_category: "その他", description: "", order: 1 }] }),
        'Invalid parameter "user_activities[0].large_category"',
      ],
      [
        () => ({ user_activities: [{ large_category: "留学", medium_category: "運動系", description: "", order: 1 }] }),
        'Invalid parameter "user_activities[0].medium_category"',
      ],
    ],
  },
  {
    name: "student_endeavors",
    body: () => ({ content: "ゼミで地域調査を行いました。" }),
    expected: () => ({ content: "ゼミで地域調査を行いました。" }),
    invalid: [
      [() => ({ content: "" }), 'Invalid parameter "content"'],
      [() => ({ content: "あ".repeat(801) }), 'Invalid parameter "content"'],
    ],
  },
  {
    name: "mail_magazine_option",
    body: () => ({
      receive_mail_campaigns: ["event_info", "weekly_magazine"],
      needs_information_for_women: true,
      needs_information_for_international_students: false,
      is_student_athlete: false,
    }),
    expected: () => ({
      receive_mail_campaigns: ["weekly_magazine", "event_info"],
      needs_information_for_women: true,
      needs_information_for_international_students: false,
      is_student_athlete: false,
    }),
    invalid: [
      [
        () => ({
          receive_mail_campaigns: ["sale"],
          needs_information_for_women: true,
          needs_information_for_international_students: false,
          is_student_athlete: false,
        }),
        'Invalid parameter "receive_mail_campaigns[0]"',
      ],
    ],
  },
  {
    name: "cooperating_sites",
    body: () => ({ cooperating_site_ids: [] }),
    expected: () => ({ cooperating_site_ids: [] }),
    invalid: [
      [
        () => ({ cooperating_site_ids: [99999] }),
        'Invalid parameter "cooperating_site_ids[0]": is not a site offered to this student',
      ],
    ],
  },
];

describe.each(cases)(
  "GET and PUT /api/v1/user_registrations/user_registration_$name",
  ({ name, body, expected, invalid }) => {
    it("stores the answer, answers it and reads it back; another student sees none of it", async () => {
      const student = await newRegisteredStudent(database.db);
      const before = await call(name, { cookies: student.cookies });
      expect(before.status).toBe(200);
      const put = await call(name, { method: "PUT", body: body(), cookies: student.cookies });
      expect([put.status, put.cacheControl]).toEqual([200, "no-store"]);
      expect(put.body).toMatchObject(expected());
      const got = await call(name, { cookies: student.cookies });
      expect(got.body).toEqual(put.body);
      const other = await newRegisteredStudent(database.db);
      expect((await call(name, { cookies: other.cookies })).body).toEqual(before.body);
    });

    it("answers 400 naming the invalid field and keeps the stored answer", async () => {
      const student = await newRegisteredStudent(database.db);
      await call(name, { method: "PUT", body: body(), cookies: student.cookies });
      const stored = (await call(name, { cookies: student.cookies })).body;
      for (const [invalidBody, message] of invalid) {
        const result = await call(name, { method: "PUT", body: invalidBody(), cookies: student.cookies });
        expect([JSON.stringify(invalidBody()), result.status]).toEqual([JSON.stringify(invalidBody()), 400]);
        expect(errorOf(result.body).message).toContain(message);
      }
      const missing = await call(name, { method: "PUT", cookies: student.cookies });
      expect(errorOf(missing.body).message).toBe("Required request body is missing");
      expect((await call(name, { cookies: student.cookies })).body).toEqual(stored);
    });

    it("answers 401 anonymous and 403 without the CSRF header", async () => {
      expect(errorOf((await call(name)).body)).toMatchObject({ status: 401, code: "unauthorized" });
      expect((await call(name, { method: "PUT", body: body() })).status).toBe(401);
      const student = await newRegisteredStudent(database.db);
      expect(
        (await call(name, { method: "PUT", body: body(), cookies: student.cookies, csrfHeader: null })).status,
      ).toBe(403);
    });
  },
);

describe("registration answers feed the current user", () => {
  it("stores the affiliation's graduate year on the user and the mail magazine choices as mail_campaign_types", async () => {
    const student = await newRegisteredStudent(database.db, { graduateYear: 2028 });
    await call("affiliation", {
      method: "PUT",
      body: {
        school_type: "university",
        manual_university: "ミライ大学",
        manual_department: "未来学部",
        department_category_id: school.departmentCategoryId,
        graduate_year: 2027,
        grade: "学部3年",
      },
      cookies: student.cookies,
    });
    await call("mail_magazine_option", {
      method: "PUT",
      body: {
        receive_mail_campaigns: ["whats_new_favorite_companies"],
        needs_information_for_women: false,
        needs_information_for_international_students: false,
        is_student_athlete: true,
      },
      cookies: student.cookies,
    });
    const current = await loadCurrentUser(database.db, student.userId);
    expect(current).toMatchObject({
      graduate_year_number: 2027,
      university: "ミライ大学",
      mail_campaign_types: ["whats_new_favorite_companies"],
    });
    await call("mail_magazine_option", {
      method: "PUT",
      body: {
        receive_mail_campaigns: [],
        needs_information_for_women: false,
        needs_information_for_international_students: false,
        is_student_athlete: true,
      },
      cookies: student.cookies,
    });
    expect(
      await database.db.select().from(userMailCampaignTypes).where(eq(userMailCampaignTypes.userId, student.userId)),
    ).toEqual([]);
  });

  it("keeps the previous affiliation and graduate year when the new one names a wrong school (all or nothing)", async () => {
    const student = await newRegisteredStudent(database.db);
    await call("preferred_business_categories", {
      method: "PUT",
      body: { preferred_business_categories: [{ business_category_id: 1, priority: 1 }] },
      cookies: student.cookies,
    });
    const bad = await call("preferred_business_categories", {
      method: "PUT",
      body: {
        preferred_business_categories: [
          { business_category_id: 2, priority: 1 },
          { business_category_id: 99999, priority: 2 },
        ],
      },
      cookies: student.cookies,
    });
    expect(bad.status).toBe(400);
    const rows = await database.db
      .select()
      .from(userPreferredBusinessCategories)
      .where(eq(userPreferredBusinessCategories.userId, student.userId));
    expect(rows.map((row) => row.businessCategoryId)).toEqual([1]);
    const wrongSchool = await call("affiliation", {
      method: "PUT",
      body: {
        school_type: "university",
        university_id: school.universityId,
        department_id: school.otherDepartmentId,
        graduate_year: 2026,
        grade: "学部4年",
      },
      cookies: student.cookies,
    });
    expect(wrongSchool.status).toBe(400);
    const [user] = await database.db
      .select({ graduateYear: users.graduateYear })
      .from(users)
      .where(eq(users.id, student.userId));
    expect(user!.graduateYear).toBe(2027);
  });

  it("applies two concurrent PUTs one after the other: the stored list is one of them, never a mix", async () => {
    const student = await newRegisteredStudent(database.db);
    const lists = [
      [
        { business_category_id: 1, priority: 1 },
        { business_category_id: 2, priority: 2 },
      ],
      [
        { business_category_id: 2, priority: 1 },
        { business_category_id: 3, priority: 2 },
        { business_category_id: 1, priority: 3 },
      ],
    ];
    const results = await Promise.all(
      lists.map((list) =>
        call("preferred_business_categories", {
          method: "PUT",
          body: { preferred_business_categories: list },
          cookies: student.cookies,
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const stored = (await call("preferred_business_categories", { cookies: student.cookies })).body as {
      preferred_business_categories: unknown[];
    };
    expect(lists).toContainEqual(stored.preferred_business_categories);
  });

  it("DELETE user_registration_student_endeavors removes the endeavor (204)", async () => {
    const student = await newRegisteredStudent(database.db);
    await call("student_endeavors", {
      method: "PUT",
      body: { content: "研究で成果を出しました。" },
      cookies: student.cookies,
    });
    expect((await call("student_endeavors", { method: "DELETE", cookies: student.cookies })).status).toBe(204);
    expect((await call("student_endeavors", { cookies: student.cookies })).body).toEqual({ content: null });
    expect((await call("student_endeavors", { method: "DELETE" })).status).toBe(401);
  });
});
