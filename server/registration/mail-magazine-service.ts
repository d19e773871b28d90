import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userMailCampaignTypes, userMailMagazineOptions } from "../../db/schema";
import { mailCampaignTypeValues, type MailCampaignType } from "../../core/api/current-user";
import type { MailMagazineOption, MailMagazineOptionResponse } from "../../core/api/user-registration-preferences";
import { lockRegistration, requireRegistration } from "./registration-store";

/** In the spec's order, whatever order they were sent in. */
function inSpecOrder(types: readonly string[]): MailCampaignType[] {
  return mailCampaignTypeValues.filter((type) => types.includes(type));
}

export async function loadMailMagazineOption(db: Db, userId: string): Promise<MailMagazineOptionResponse> {
  await requireRegistration(db, userId);
  const [[option], types] = await Promise.all([
    db.select().from(userMailMagazineOptions).where(eq(userMailMagazineOptions.userId, userId)),
    db
      .select({ key: userMailCampaignTypes.mailCampaignTypeKey })
      .from(userMailCampaignTypes)
      .where(eq(userMailCampaignTypes.userId, userId)),
  ]);
  if (!option) {
    // before the step is answered: every campaign is offered checked, as the mail_magazine_unsubscribe page shows it
    return {
      receive_mail_campaigns: [...mailCampaignTypeValues],
      needs_information_for_women: false,
      needs_information_for_international_students: false,
      is_student_athlete: false,
    };
  }
  return {
    receive_mail_campaigns: inSpecOrder(types.map((type) => type.key)),
    needs_information_for_women: option.needsInformationForWomen,
    needs_information_for_international_students: option.needsInformationForInternationalStudents,
    is_student_athlete: option.isStudentAthlete,
  };
}

/** Stores the options and replaces the student's mail campaign types (the Current user's mail_campaign_types) together. */
export async function saveMailMagazineOption(
  db: Db,
  userId: string,
  input: MailMagazineOption,
): Promise<MailMagazineOptionResponse> {
  const values = {
    receiveMailCampaigns: input.receive_mail_campaigns.length > 0,
    needsInformationForWomen: input.needs_information_for_women,
    needsInformationForInternationalStudents: input.needs_information_for_international_students,
    isStudentAthlete: input.is_student_athlete,
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx
      .insert(userMailMagazineOptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userMailMagazineOptions.userId, set: values });
    await tx.delete(userMailCampaignTypes).where(eq(userMailCampaignTypes.userId, userId));
    if (input.receive_mail_campaigns.length > 0) {
      await tx
        .insert(userMailCampaignTypes)
        .values(input.receive_mail_campaigns.map((key) => ({ userId, mailCampaignTypeKey: key })));
    }
  });
  return loadMailMagazineOption(db, userId);
}
