import { index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { areas, prefectures } from "./geo";

/** 国立 / 公立 / 私立 */
export const universityCategoryValues = ["national", "public", "private"] as const;

export const universities = pgTable(
  "universities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    namePronunciation: text("name_pronunciation").notNull(),
    category: text("category", { enum: universityCategoryValues }).notNull(),
    areaId: smallint("area_id")
      .notNull()
      .references(() => areas.id),
    prefectureCode: smallint("prefecture_code")
      .notNull()
      .references(() => prefectures.code),
  },
  (t) => [index("universities_area_id_idx").on(t.areaId)],
);

/** 学部系統 (department_group), e.g. 法・政治系, 理工系; group is 文系 / 理系. */
export const departmentCategories = pgTable("department_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  group: text("group", { enum: ["humanities", "sciences"] }).notNull(),
  displayOrder: integer("display_order").notNull().default(0),
});

export const departments = pgTable(
  "departments",
  {
    id: serial("id").primaryKey(),
    universityId: integer("university_id")
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    departmentCategoryId: integer("department_category_id")
      .notNull()
      .references(() => departmentCategories.id),
    name: text("name").notNull(),
  },
  (t) => [index("departments_university_id_idx").on(t.universityId)],
);

/** 学科 / 専攻 (concentration) within a department. */
export const concentrations = pgTable(
  "concentrations",
  {
    id: serial("id").primaryKey(),
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("concentrations_department_id_idx").on(t.departmentId)],
);

export const highSchools = pgTable(
  "high_schools",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    prefectureCode: smallint("prefecture_code")
      .notNull()
      .references(() => prefectures.code),
  },
  (t) => [index("high_schools_prefecture_code_idx").on(t.prefectureCode)],
);
