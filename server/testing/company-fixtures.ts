import type { Db } from "../../db/client";
import { areas, businessCategories, businessSubcategories, companies, prefectures } from "../../db/schema";

/**
 * `count` new companies (test and bench data), 株式会社テスト{n}, headquartered in Tokyo in one business subcategory.
 * In an empty migrated database it first adds what a company needs (関東, 東京都, one category and subcategory);
 * rows already there (a seeded database) are kept. Returns their ids in insertion order.
 */
export async function createCompanies(db: Db, count: number): Promise<number[]> {
  await db.insert(areas).values({ id: 3, name: "関東" }).onConflictDoNothing();
  await db.insert(prefectures).values({ code: 13, name: "東京都", areaId: 3 }).onConflictDoNothing();
  await db
    .insert(businessCategories)
    .values({ id: 1, name: "IT・通信", iconKey: "it", displayOrder: 1 })
    .onConflictDoNothing();
  await db.insert(businessSubcategories).values({ id: 1, businessCategoryId: 1, name: "SIer" }).onConflictDoNothing();
  const rows = await db
    .insert(companies)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `株式会社テスト${i + 1}`,
        namePronunciation: "テスト",
        initialChar: "テ",
        officialDescription: "テスト用の企業です。",
        businessCategoryId: 1,
        businessSubcategoryId: 1,
        headquartersPrefectureCode: 13,
      })),
    )
    .returning({ id: companies.id });
  return rows.map((row) => row.id);
}
