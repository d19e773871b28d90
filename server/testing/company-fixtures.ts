import type { Db } from "../../db/client";
import { areas, businessCategories, businessSubcategories, companies, prefectures } from "../../db/schema";

/**
 * A company on an empty migrated database (with the area, prefecture and business category it needs, inserted once
 * however often this is called): for tests on a throwaway Postgres database, which has no sample data.
 */
export async function createCompany(db: Db, name = "株式会社青葉システムズ"): Promise<number> {
  await db.insert(areas).values({ id: 3, name: "関東" }).onConflictDoNothing();
  await db.insert(prefectures).values({ code: 13, name: "東京都", areaId: 3 }).onConflictDoNothing();
  await db.insert(businessCategories).values({ id: 1, name: "IT・通信", iconKey: "it", displayOrder: 1 }).onConflictDoNothing();
  await db.insert(businessSubcategories).values({ id: 1, businessCategoryId: 1, name: "SIer" }).onConflictDoNothing();
  const [company] = await db
    .insert(companies)
    .values({ name, namePronunciation: "アオバシステムズ", initialChar: "ア", officialDescription: "テスト用の企業です。", businessCategoryId: 1, businessSubcategoryId: 1, headquartersPrefectureCode: 13 })
    .returning({ id: companies.id });
  return company!.id;
}
