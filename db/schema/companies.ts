import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { prefectures } from "./geo";
import { businessCategories, businessSubcategories } from "./industries";

/** A group of related companies; main_company_id is the group's representative company. */
export const companyGroups = pgTable("company_groups", {
  id: serial("id").primaryKey(),
  mainCompanyId: integer("main_company_id").references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
});

const score = (name: string) => numeric(name, { precision: 3, scale: 2 });

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** katakana reading, e.g. カブシキガイシャミライ */
    namePronunciation: text("name_pronunciation").notNull(),
    /** first kana of the reading (for あ〜わ indexes) */
    initialChar: text("initial_char").notNull(),
    officialDescription: text("official_description").notNull(),
    officialImageUrl: text("official_image_url"),
    squareLogoUrl: text("square_logo_url"),
    businessCategoryId: integer("business_category_id")
      .notNull()
      .references(() => businessCategories.id),
    businessSubcategoryId: integer("business_subcategory_id")
      .notNull()
      .references(() => businessSubcategories.id),
    companyGroupId: integer("company_group_id").references(() => companyGroups.id, { onDelete: "set null" }),
    isOfficialCompany: boolean("is_official_company").notNull().default(false),
    isForeign: boolean("is_foreign").notNull().default(false),
    headquartersPrefectureCode: smallint("headquarters_prefecture_code")
      .notNull()
      .references(() => prefectures.code),
    overallScore: score("overall_score"),
    recruitmentScore: score("recruitment_score"),
    internshipScore: score("internship_score"),
    seminarScore: score("seminar_score"),
    jobCategoryNames: text("job_category_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_business_category_id_idx").on(t.businessCategoryId),
    index("companies_business_subcategory_id_idx").on(t.businessSubcategoryId),
    index("companies_company_group_id_idx").on(t.companyGroupId),
    index("companies_headquarters_prefecture_code_idx").on(t.headquartersPrefectureCode),
    index("companies_initial_char_idx").on(t.initialChar),
  ],
);

/** official_contents.image_gallery items of the company summary. */
export const companyImageGalleryItems = pgTable(
  "company_image_gallery_items",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("company_image_gallery_items_company_id_idx").on(t.companyId)],
);

/** Review awards (クチコミアワード) 2019–2025 in bronze, silver, gold. */
export const awards = pgTable(
  "awards",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    year: smallint("year").notNull(),
    rank: text("rank", { enum: ["bronze", "silver", "gold"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("awards_company_id_year_key").on(t.companyId, t.year),
    check("awards_year_check", sql`${t.year} between 2019 and 2025`),
    check("awards_rank_check", sql`${t.rank} in ('bronze', 'silver', 'gold')`),
  ],
);
