import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  userPreferredBusinessCategories,
  userPreferredCompanyChoiceFactorTypes,
  userPreferredJobTypes,
  userPreferredWorkPrefectures,
  users,
} from "../../db/schema";
import type {
  PreferredBusinessCategories,
  PreferredCompanyChoiceFactorTypes,
  PreferredJobTypes,
  PreferredWorkPrefectures,
} from "../../core/api/user-registration-preferences";
import { assertIdsExist } from "./assert-ids-exist";
import { lockRegistration, requireRegistration } from "./registration-store";

export async function loadPreferredBusinessCategories(db: Db, userId: string): Promise<PreferredBusinessCategories> {
  await requireRegistration(db, userId);
  const rows = await db
    .select({
      business_category_id: userPreferredBusinessCategories.businessCategoryId,
      priority: userPreferredBusinessCategories.priority,
    })
    .from(userPreferredBusinessCategories)
    .where(eq(userPreferredBusinessCategories.userId, userId))
    .orderBy(asc(userPreferredBusinessCategories.priority));
  return { preferred_business_categories: rows };
}

/** Each replace runs under the registration's row lock, so two concurrent PUTs apply one after the other. */
export async function savePreferredBusinessCategories(
  db: Db,
  userId: string,
  input: PreferredBusinessCategories,
): Promise<PreferredBusinessCategories> {
  const choices = input.preferred_business_categories;
  await assertIdsExist(
    db,
    "business_categories",
    "id",
    choices.map((c) => c.business_category_id),
    (i) => `preferred_business_categories[${i}].business_category_id`,
  );
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx.delete(userPreferredBusinessCategories).where(eq(userPreferredBusinessCategories.userId, userId));
    await tx
      .insert(userPreferredBusinessCategories)
      .values(choices.map((c) => ({ userId, businessCategoryId: c.business_category_id, priority: c.priority })));
  });
  return loadPreferredBusinessCategories(db, userId);
}

export async function loadPreferredJobTypes(db: Db, userId: string): Promise<PreferredJobTypes> {
  await requireRegistration(db, userId);
  const rows = await db
    .select({ job_type_id: userPreferredJobTypes.jobTypeId, priority: userPreferredJobTypes.priority })
    .from(userPreferredJobTypes)
    .where(eq(userPreferredJobTypes.userId, userId))
    .orderBy(asc(userPreferredJobTypes.priority));
  return { preferred_job_types: rows };
}

export async function savePreferredJobTypes(
  db: Db,
  userId: string,
  input: PreferredJobTypes,
): Promise<PreferredJobTypes> {
  const choices = input.preferred_job_types;
  await assertIdsExist(
    db,
    "job_types",
    "id",
    choices.map((c) => c.job_type_id),
    (i) => `preferred_job_types[${i}].job_type_id`,
  );
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx.delete(userPreferredJobTypes).where(eq(userPreferredJobTypes.userId, userId));
    await tx
      .insert(userPreferredJobTypes)
      .values(choices.map((c) => ({ userId, jobTypeId: c.job_type_id, priority: c.priority })));
  });
  return loadPreferredJobTypes(db, userId);
}

export async function loadPreferredWorkPrefectures(db: Db, userId: string): Promise<PreferredWorkPrefectures> {
  await requireRegistration(db, userId);
  const rows = await db
    .select({ code: userPreferredWorkPrefectures.prefectureCode })
    .from(userPreferredWorkPrefectures)
    .where(eq(userPreferredWorkPrefectures.userId, userId))
    .orderBy(asc(userPreferredWorkPrefectures.prefectureCode));
  return { prefecture_ids: rows.map((row) => row.code) };
}

export async function savePreferredWorkPrefectures(
  db: Db,
  userId: string,
  input: PreferredWorkPrefectures,
): Promise<PreferredWorkPrefectures> {
  await assertIdsExist(db, "prefectures", "code", input.prefecture_ids, (i) => `prefecture_ids[${i}]`);
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx.delete(userPreferredWorkPrefectures).where(eq(userPreferredWorkPrefectures.userId, userId));
    await tx
      .insert(userPreferredWorkPrefectures)
      .values(input.prefecture_ids.map((code) => ({ userId, prefectureCode: code })));
  });
  return loadPreferredWorkPrefectures(db, userId);
}

export async function loadPreferredCompanyChoiceFactorTypes(
  db: Db,
  userId: string,
): Promise<PreferredCompanyChoiceFactorTypes> {
  await requireRegistration(db, userId);
  const rows = await db
    .select({ id: userPreferredCompanyChoiceFactorTypes.companyChoiceFactorTypeId })
    .from(userPreferredCompanyChoiceFactorTypes)
    .where(eq(userPreferredCompanyChoiceFactorTypes.userId, userId))
    .orderBy(asc(userPreferredCompanyChoiceFactorTypes.companyChoiceFactorTypeId));
  return { company_choice_factor_type_ids: rows.map((row) => row.id) };
}

export async function savePreferredCompanyChoiceFactorTypes(
  db: Db,
  userId: string,
  input: PreferredCompanyChoiceFactorTypes,
): Promise<PreferredCompanyChoiceFactorTypes> {
  const ids = input.company_choice_factor_type_ids;
  await assertIdsExist(db, "company_choice_factor_types", "id", ids, (i) => `company_choice_factor_type_ids[${i}]`);
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx
      .delete(userPreferredCompanyChoiceFactorTypes)
      .where(eq(userPreferredCompanyChoiceFactorTypes.userId, userId));
    await tx
      .insert(userPreferredCompanyChoiceFactorTypes)
      .values(ids.map((id) => ({ userId, companyChoiceFactorTypeId: id })));
  });
  return loadPreferredCompanyChoiceFactorTypes(db, userId);
}

async function userFlags(db: Db, userId: string) {
  const [row] = await db
    .select({
      receiveScoutMessage: users.receiveScoutMessage,
      newGradReferralOptionEnabled: users.newGradReferralOptionEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

export async function loadScoutOption(db: Db, userId: string): Promise<{ scout_approved: boolean }> {
  await requireRegistration(db, userId);
  return { scout_approved: (await userFlags(db, userId)).receiveScoutMessage };
}

export async function saveScoutOption(db: Db, userId: string, receive: boolean): Promise<{ scout_approved: boolean }> {
  await requireRegistration(db, userId);
  await db
    .update(users)
    .set({ receiveScoutMessage: receive, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return loadScoutOption(db, userId);
}

export async function loadNewGradReferralOption(
  db: Db,
  userId: string,
): Promise<{ new_grad_referral_option_enabled: boolean }> {
  await requireRegistration(db, userId);
  return { new_grad_referral_option_enabled: (await userFlags(db, userId)).newGradReferralOptionEnabled };
}

export async function saveNewGradReferralOption(
  db: Db,
  userId: string,
  enabled: boolean,
): Promise<{ new_grad_referral_option_enabled: boolean }> {
  await requireRegistration(db, userId);
  await db
    .update(users)
    .set({ newGradReferralOptionEnabled: enabled, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return loadNewGradReferralOption(db, userId);
}
