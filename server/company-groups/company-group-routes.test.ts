import { eq } from "drizzle-orm";
import { closeCachedDb } from "../../db/client";
import {
  areas,
  businessCategories,
  businessSubcategories,
  companies,
  companyGroups,
  prefectures,
} from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { companyGroupsResponseSchema } from "../../core/api/company-groups";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";

let database: TestDatabase;
let companyGroupsFunction: FunctionModule["default"];
let mainCompanyId: number;

async function insertCompany(name: string, companyGroupId: number | null): Promise<number> {
  const [company] = await database.db
    .insert(companies)
    .values({
      name,
      namePronunciation: "カブシキガイシャ",
      initialChar: "カ",
      officialDescription: `${name}の紹介`,
      businessCategoryId: 1,
      businessSubcategoryId: 1,
      headquartersPrefectureCode: 13,
      companyGroupId,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error("company not inserted");
  return company.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  companyGroupsFunction = (await loadFunction("company-groups")).default;

  const { db } = database;
  await db.insert(areas).values({ id: 3, name: "関東" });
  await db.insert(prefectures).values({ code: 13, name: "東京都", areaId: 3 });
  await db.insert(businessCategories).values({ id: 1, name: "メーカー", iconKey: "maker", displayOrder: 1 });
  await db.insert(businessSubcategories).values({ id: 1, businessCategoryId: 1, name: "電機", displayOrder: 1 });

  const [group] = await db.insert(companyGroups).values({}).returning({ id: companyGroups.id });
  const [groupWithoutMain] = await db.insert(companyGroups).values({}).returning({ id: companyGroups.id });
  if (!group || !groupWithoutMain) throw new Error("groups not inserted");
  mainCompanyId = await insertCompany("ミライ電機株式会社", group.id);
  await insertCompany("ミライ電機システムズ株式会社", group.id);
  await insertCompany("ミライ電機サービス株式会社", group.id);
  await insertCompany("独立商事株式会社", null);
  await insertCompany("宙ぶらりん工業株式会社", groupWithoutMain.id);
  await db.update(companyGroups).set({ mainCompanyId }).where(eq(companyGroups.id, group.id));
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
});

describe.each(["/api/v1/company_groups", "/app_api/v1/company_groups"])("GET %s", (path) => {
  it("answers each group with a main company and the names of its companies", async () => {
    const response = await companyGroupsFunction(apiRequest(path));
    expect(response.status).toBe(200);
    expect(companyGroupsResponseSchema.parse(await response.json())).toEqual({
      company_groups: [
        {
          main_company_id: mainCompanyId,
          grouped_company_names: ["ミライ電機株式会社", "ミライ電機システムズ株式会社", "ミライ電機サービス株式会社"],
        },
      ],
    });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toBe(
      "public, durable, max-age=300, stale-while-revalidate=300",
    );
  });

  it("answers 403 without the ajax marker", async () => {
    expect((await companyGroupsFunction(apiRequest(path, { ajaxMarker: false }))).status).toBe(403);
  });
});
