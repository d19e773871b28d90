import { index, pgTable, smallint, text } from "drizzle-orm/pg-core";

/** 地方区分: 北海道, 東北, 関東, 中部, 近畿, 中国, 四国, 九州・沖縄. */
export const areas = pgTable("areas", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** 都道府県, keyed by JIS X 0401 code (1 = 北海道 … 47 = 沖縄県). */
export const prefectures = pgTable(
  "prefectures",
  {
    code: smallint("code").primaryKey(),
    name: text("name").notNull().unique(),
    areaId: smallint("area_id")
      .notNull()
      .references(() => areas.id),
  },
  (t) => [index("prefectures_area_id_idx").on(t.areaId)],
);
