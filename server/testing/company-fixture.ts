import type { Db } from "../../db/client";
import { areas, businessCategories, businessSubcategories, companies, prefectures } from "../../db/schema";

/** A company in an empty migrated database, with the area, prefecture and business category it needs; returns its id. */
export async function createCompanyInEmptyDatabase(db: Db, name = "株式会社青葉システムズ"): Promise<number> {
  await db.insert(areas).values({ id: 3, name: "関東" });
  await db.insert(prefectures).values({ code: 13, name: "東京都", areaId: 3 });
  await db.insert(businessCategories).values({ id: 1, name: "IT・通信", iconKey: "it", displayOrder: 1 });
  await db.insert(businessSubcategories).values({ id: 1, businessCategoryId: 1, name: "SIer" });
  const [company] = await db
    .insert(companies)
    .values({ name, namePronunciation: "アオバシステムズ", initialChar: "ア", officialDescription: "テスト用の企業です。", businessCategoryId: 1, businessSubcategoryId: 1, headquartersPrefectureCode: 13 })
    .returning({ id: companies.id });
  return company!.id;
}
