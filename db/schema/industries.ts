import { integer, pgTable, serial, text, index } from "drizzle-orm/pg-core";

/** The 14 business categories (業界); icon_key names one of the 14 category icons. */
export const businessCategories = pgTable("business_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  iconKey: text("icon_key").notNull().unique(),
  displayOrder: integer("display_order").notNull(),
});

export const businessSubcategories = pgTable(
  "business_subcategories",
  {
    id: serial("id").primaryKey(),
    businessCategoryId: integer("business_category_id")
      .notNull()
      .references(() => businessCategories.id),
    name: text("name").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("business_subcategories_business_category_id_idx").on(t.businessCategoryId)],
);

/** 職種 master, used by preferred job types and interest_job_type. */
export const jobTypes = pgTable("job_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayOrder: integer("display_order").notNull().default(0),
});

/** 企業選びの軸 master (preferred_company_choice_factor_type step). */
export const companyChoiceFactorTypes = pgTable("company_choice_factor_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  displayOrder: integer("display_order").notNull().default(0),
});
