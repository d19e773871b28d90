import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { follows, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { companyListResponseSchema, type CompanyListResponse } from "../../core/api/company-list";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { signInAs } from "../testing/sign-in-as";

let database: TestDatabase;
let companiesFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  companiesFunction = (await loadFunction("companies")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function list(path: string, init: Parameters<typeof apiRequest>[1] = {}): Promise<CompanyListResponse> {
  const response = await companiesFunction(apiRequest(path, init));
  expect([path, response.status]).toEqual([path, 200]);
  return companyListResponseSchema.parse(await response.json());
}

type CompanyFact = {
  id: number;
  business_category_id: number;
  prefecture: number;
  overall_score: number | null;
  name_pronunciation: string;
};

async function allCompanies(): Promise<CompanyFact[]> {
  return rows<CompanyFact>(sql`
    select id, business_category_id, headquarters_prefecture_code::int as prefecture, overall_score::float8 as overall_score, name_pronunciation
    from companies`);
}

describe("GET /api/v1/companies", () => {
  it("answers the first 30 by review scores with the total, public and CDN-cacheable", async () => {
    const response = await companiesFunction(apiRequest("/api/v1/companies"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toContain("max-age=300");
    const body = companyListResponseSchema.parse(await response.json());
    const facts = await allCompanies();
    expect(body.total_counts).toBe(facts.length);
    expect(body.companies).toHaveLength(Math.min(30, facts.length));
    const scores = body.companies.map((company) => company.overall_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("pages without overlap", async () => {
    const first = await list("/api/v1/companies?per=5&page=1");
    const second = await list("/api/v1/companies?per=5&page=2");
    expect(second.companies).toHaveLength(5);
    const firstIds = new Set(first.companies.map((company) => company.id));
    for (const company of second.companies) expect(firstIds.has(company.id)).toBe(false);
    const beyond = await list("/api/v1/companies?per=100&page=999");
    expect(beyond).toEqual({ companies: [], total_counts: first.total_counts });
  });

  it("orders by reading with order=name", async () => {
    const body = await list("/api/v1/companies?order=name&per=50");
    const readings = body.companies.map((company) => company.name_pronunciation);
    const facts = (await allCompanies()).map((company) => company.name_pronunciation);
    // Postgres collation decides; the first page must be the smallest readings in its own order.
    const sorted = await rows<{ name_pronunciation: string }>(
      sql`select name_pronunciation from companies order by name_pronunciation, id limit 50`,
    );
    expect(readings).toEqual(sorted.map((row) => row.name_pronunciation));
    expect(facts.length).toBeGreaterThanOrEqual(readings.length);
  });

  it("filters by business category, prefectures and lower limit of review", async () => {
    const facts = await allCompanies();
    const category = facts[0]!.business_category_id;
    const prefectures = [...new Set(facts.map((company) => company.prefecture))].slice(0, 2);
    const expected = facts.filter(
      (company) =>
        company.business_category_id === category &&
        prefectures.includes(company.prefecture) &&
        (company.overall_score ?? 0) >= 3,
    );
    const body = await list(
      `/api/v1/companies?per=100&business_category_ids[]=${category}&${prefectures.map((code) => `prefectures[]=${code}`).join("&")}&lower_limit_of_company_review=3`,
    );
    expect(body.total_counts).toBe(expected.length);
    expect(body.companies.map((company) => company.id).sort((a, b) => a - b)).toEqual(
      expected.map((company) => company.id).sort((a, b) => a - b),
    );
    for (const company of body.companies) {
      expect(company.business_category_id).toBe(category);
      expect(prefectures).toContain(company.headquarters_prefecture_code);
      expect(company.overall_score).toBeGreaterThanOrEqual(3);
    }
  });

  it("carries the card fields: counts, industry icon key and the latest award", async () => {
    const [awarded] = await rows<{ company_id: number; year: number; rank: string }>(sql`
      select distinct on (company_id) company_id, year::int as year, rank from awards order by company_id, year desc limit 1`);
    const body = await list("/api/v1/companies?per=100&order=name");
    const all = [
      body,
      ...(await Promise.all(
        Array.from({ length: Math.ceil(body.total_counts / 100) - 1 }, (_, index) =>
          list(`/api/v1/companies?per=100&order=name&page=${index + 2}`),
        ),
      )),
    ];
    const found = all.flatMap((page) => page.companies).find((company) => company.id === awarded!.company_id);
    expect(found).toMatchObject({
      latest_award_reviews_year: awarded!.year,
      latest_award_reviews_badge: awarded!.rank,
    });
    const [reviews] = await rows<{ count: number }>(
      sql`select count(*)::int as count from company_reviews where company_id = ${awarded!.company_id}`,
    );
    expect(found?.review_count).toBe(reviews!.count);
    expect(found?.business_category_icon_key).toMatch(/^[a-z_]+$/);
  });

  it.each([
    ["per=101", "per"],
    ["per=0", "per"],
    ["page=0", "page"],
    ["lower_limit_of_company_review=6", "lower_limit_of_company_review"],
    ["order=popular", "order"],
    ["prefectures[]=48", "prefectures"],
    ["companies_to_follow=yes", "companies_to_follow"],
  ])("answers 400 naming the parameter for %s", async (query, name) => {
    const response = await companiesFunction(apiRequest(`/api/v1/companies?${query}`));
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.message).toContain(name);
  });

  it("answers 401 for companies_to_follow when anonymous", async () => {
    const response = await companiesFunction(apiRequest("/api/v1/companies?companies_to_follow=true"));
    expect(response.status).toBe(401);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("lists only the followed companies of the signed-in student, private and no-store", async () => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: `c${randomBytes(6).toString("hex")}@example.com`,
        uniqueId: randomBytes(16).toString("hex"),
        graduateYear: 2027,
      })
      .returning({ id: users.id });
    const student = await signInAs(database.db, row!.id);
    const facts = await allCompanies();
    const followed = [facts[1]!.id, facts[2]!.id];
    await database.db.insert(follows).values(followed.map((companyId) => ({ userId: student.userId, companyId })));
    const response = await companiesFunction(
      apiRequest("/api/v1/companies?companies_to_follow=true", { cookies: student.cookies }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = companyListResponseSchema.parse(await response.json());
    expect(body.companies.map((company) => company.id).sort((a, b) => a - b)).toEqual(
      [...followed].sort((a, b) => a - b),
    );
    expect(body.total_counts).toBe(2);
  });
});
