import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prefectures, userBasicInformations } from "../../db/schema";
import type { z } from "zod";
import type { BasicInformationResponse, basicInformationRequestSchema } from "../../core/api/user-registration-profile";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { requireRegistration } from "./registration-store";

type BasicInformationInput = z.output<typeof basicInformationRequestSchema>;

const empty: BasicInformationResponse = {
  first_name: null,
  last_name: null,
  first_name_kana: null,
  last_name_kana: null,
  date_of_birth: null,
  foreign_address: false,
  postcode: null,
  address1: null,
  address2: null,
  address3: null,
  tel: null,
};

export async function loadBasicInformation(db: Db, userId: string): Promise<BasicInformationResponse> {
  await requireRegistration(db, userId);
  const [row] = await db.select().from(userBasicInformations).where(eq(userBasicInformations.userId, userId));
  if (!row) return empty;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    first_name_kana: row.firstNameKana,
    last_name_kana: row.lastNameKana,
    date_of_birth: row.dateOfBirth,
    foreign_address: row.foreignAddress,
    postcode: row.postcode,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    tel: row.tel,
  };
}

/** Replaces the basic information (one upsert: stored whole or not at all). A domestic address1 is a prefecture name. */
export async function saveBasicInformation(
  db: Db,
  userId: string,
  input: BasicInformationInput,
): Promise<BasicInformationResponse> {
  await requireRegistration(db, userId);
  if (!input.foreign_address) {
    const [prefecture] = await db
      .select({ code: prefectures.code })
      .from(prefectures)
      .where(eq(prefectures.name, input.address1));
    if (!prefecture) {
      throw invalidParameter("address1", "must be a prefecture name such as 東京都");
    }
  }
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    firstNameKana: input.first_name_kana,
    lastNameKana: input.last_name_kana,
    dateOfBirth: input.date_of_birth,
    foreignAddress: input.foreign_address,
    postcode: input.foreign_address ? null : (input.postcode ?? null),
    address1: input.address1,
    address2: input.address2 ?? null,
    address3: input.address3 ?? null,
    tel: input.tel,
    updatedAt: sql`now()`,
  };
  await db
    .insert(userBasicInformations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userBasicInformations.userId, set: values });
  return loadBasicInformation(db, userId);
}
