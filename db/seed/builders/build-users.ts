import type * as s from "../../schema";
import type { RegistrationStepKey } from "../../schema/registration";
import { prefectureRows } from "../master/areas-and-prefectures";
import { CURRENT_REGISTRATION_VERSION_KEY, registrationVersionSeeds } from "../master/registration-versions";
import { streamFor } from "../random";
import { SEED } from "../seed-scale";
import { addDays, jstDayAt } from "../time";
import { firstNames, lastNames } from "../vocabulary/people";
import type { MasterData } from "./build-master-data";
import type { Row } from "./types";

export type UsersData = {
  users: (Row<typeof s.users> & { id: string })[];
  userRegistrations: Row<typeof s.userRegistrations>[];
  userRegistrationCompleteSteps: Row<typeof s.userRegistrationCompleteSteps>[];
  userBasicInformations: Row<typeof s.userBasicInformations>[];
  userAffiliations: Row<typeof s.userAffiliations>[];
  userPreferredBusinessCategories: Row<typeof s.userPreferredBusinessCategories>[];
  userPreferredJobTypes: Row<typeof s.userPreferredJobTypes>[];
  userPreferredWorkPrefectures: Row<typeof s.userPreferredWorkPrefectures>[];
  userPreferredCompanyChoiceFactorTypes: Row<typeof s.userPreferredCompanyChoiceFactorTypes>[];
  userActivities: Row<typeof s.userActivities>[];
  userStudentEndeavors: Row<typeof s.userStudentEndeavors>[];
  userMailMagazineOptions: Row<typeof s.userMailMagazineOptions>[];
  userMailCampaignTypes: Row<typeof s.userMailCampaignTypes>[];
  userCooperatingSites: Row<typeof s.userCooperatingSites>[];
  termsAgreements: Row<typeof s.termsAgreements>[];
};

const activities: readonly [string, string, string][] = [
  ["サークル・部活動", "運動系", "テニスサークルで副代表を務め、新入生の定着率向上に取り組みました。"],
  ["アルバイト", "接客・販売", "カフェのアルバイトで新人教育のマニュアルを作成しました。"],
  ["ゼミ・研究", "研究活動", "地域経済に関する共同研究で、アンケート調査の設計を担当しました。"],
  ["留学", "語学留学", "カナダに半年間留学し、現地の学生と地域ボランティアに参加しました。"],
  ["ボランティア", "地域活動", "子ども向け学習支援ボランティアで、教材づくりを担当しました。"],
  ["インターンシップ", "長期インターン", "IT企業の長期インターンでSNS運用を担当し、フォロワーを倍増させました。"],
];

const endeavors = [
  "大学祭実行委員会で広報を担当し、SNSの発信方法を見直すことで来場者数を前年より二割増やしました。",
  "個別指導塾の講師として、生徒一人ひとりに合わせた学習計画を作り、担当生徒全員の志望校合格を支えました。",
  "研究室で実験データの整理方法を提案し、チーム全体の作業時間を短縮しました。",
  "飲食店のアルバイトで、ピーク時のオペレーションを改善し、提供時間を平均三分短縮しました。",
];

/** Demo accounts: user 1 is a completed current-version registration, user 2 an incomplete one. */
export const DEMO_USER_EMAILS = ["student@example.com", "newcomer@example.com"] as const;

export function buildUsers(master: MasterData, count: number, now: Date): UsersData {
  const random = streamFor(SEED, "users");
  const data: UsersData = {
    users: [],
    userRegistrations: [],
    userRegistrationCompleteSteps: [],
    userBasicInformations: [],
    userAffiliations: [],
    userPreferredBusinessCategories: [],
    userPreferredJobTypes: [],
    userPreferredWorkPrefectures: [],
    userPreferredCompanyChoiceFactorTypes: [],
    userActivities: [],
    userStudentEndeavors: [],
    userMailMagazineOptions: [],
    userMailCampaignTypes: [],
    userCooperatingSites: [],
    termsAgreements: [],
  };
  const versionIdByKey = new Map(master.userRegistrationVersions.map((v) => [v.key, v.id!]));
  const latestTerms = ["terms", "privacy"].map((type) => master.termsVersions.filter((t) => t.type === type).at(-1)!);

  for (let i = 0; i < count; i += 1) {
    const id = random.uuid();
    const [lastName, lastNameKana] = random.pick(lastNames);
    const [firstName, firstNameKana] = random.pick(firstNames);
    const graduateYear = random.pick([2026, 2027, 2027, 2027, 2028, 2028, 2029]);
    const registeredAt = jstDayAt(now, -random.int(1, 500), random.int(8, 23), random.int(0, 59));
    const receiveScoutMessage = random.chance(0.6);
    data.users.push({
      id,
      uniqueId: random.hex(16),
      email: DEMO_USER_EMAILS[i] ?? `mirai.student${String(i + 1).padStart(5, "0")}@example.com`,
      graduateYear,
      receiveScoutMessage,
      newGradReferralOptionEnabled: random.chance(0.3),
      isStudentConfirmed: random.chance(0.7),
      studentConfirmedAt: null,
      entriedEventScheduleReminderType: random.pick(["mail", "push", null]),
      profileImageUrl: null,
      friendReferralCode: random.hex(10).toUpperCase(),
      referredByCode: null,
      signupUtmSource: random.chance(0.3) ? random.pick(["google", "instagram", "line", "univ_poster"]) : null,
      signupUtmMedium: null,
      signupUtmCampaign: null,
      registeredAt,
      lastSignInAt: addDays(registeredAt, random.int(0, 30)),
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });

    // i = 1 (second demo user) stops halfway; otherwise 85 % completed, 10 % incomplete, 5 % on the old version.
    const roll = random.next();
    const versionKey = roll < 0.95 || i < 2 ? CURRENT_REGISTRATION_VERSION_KEY : "version202304001";
    const version = registrationVersionSeeds.find((v) => v.key === versionKey)!;
    const steps: RegistrationStepKey[] = version.groups.flatMap((g) => [...g.steps]);
    const completed = i === 0 || (i !== 1 && (roll < 0.85 || roll >= 0.95));
    const registrationId = i + 1;
    const doneSteps = completed ? steps : steps.slice(0, i === 1 ? 2 : random.int(0, steps.length - 1));
    data.userRegistrations.push({
      id: registrationId,
      userId: id,
      userRegistrationVersionId: versionIdByKey.get(versionKey)!,
      status: completed ? "completed" : "incomplete",
      completedAt: completed ? addDays(registeredAt, 1) : null,
      createdAt: registeredAt,
      updatedAt: registeredAt,
    });
    for (const key of doneSteps) {
      data.userRegistrationCompleteSteps.push({
        id: data.userRegistrationCompleteSteps.length + 1,
        userRegistrationId: registrationId,
        userRegistrationStepKey: key,
        createdAt: registeredAt,
      });
    }
    if (!doneSteps.includes("basic_information")) continue;

    const prefecture = random.pick(prefectureRows);
    data.userBasicInformations.push({
      userId: id,
      firstName,
      lastName,
      firstNameKana,
      lastNameKana,
      dateOfBirth: `${graduateYear - 23}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
      foreignAddress: false,
      postcode: `${random.int(100, 999)}${String(random.int(0, 9999)).padStart(4, "0")}`,
      address1: prefecture.name,
      address2: `${prefecture.city}${random.int(1, 5)}-${random.int(1, 20)}-${random.int(1, 30)}`,
      address3: random.chance(0.5) ? `ミライハイツ${random.int(101, 505)}号室` : null,
      tel: `090${String(random.int(0, 99_999_999)).padStart(8, "0")}`,
      updatedAt: registeredAt,
    });
    if (!doneSteps.includes("affiliation")) continue;
    const university = random.pick(master.universities);
    const department = random.pick(master.departments.filter((d) => d.universityId === university.id));
    const concentration = random.pick(master.concentrations.filter((c) => c.departmentId === department.id));
    data.userAffiliations.push({
      userId: id,
      schoolType: random.chance(0.85) ? "university" : "graduate_school",
      universityId: university.id!,
      departmentId: department.id!,
      concentrationId: concentration.id!,
      highSchoolId: null,
      departmentCategoryId: department.departmentCategoryId,
      course: null,
      seminarCircle: random.chance(0.5)
        ? random.pick(["経済学ゼミ", "テニスサークル", "軽音楽部", "国際交流サークル"])
        : null,
      grade: graduateYear === 2027 ? "学部3年" : graduateYear === 2026 ? "学部4年" : "学部2年",
      displayUniversity: university.name,
      displayHighSchool: null,
      updatedAt: registeredAt,
    });
    if (!completed) continue;

    for (const [p, category] of random.sample(master.businessCategories, random.int(1, 3)).entries()) {
      data.userPreferredBusinessCategories.push({ userId: id, businessCategoryId: category.id!, priority: p + 1 });
    }
    for (const [p, jobType] of random.sample(master.jobTypes, 3).entries()) {
      data.userPreferredJobTypes.push({ userId: id, jobTypeId: jobType.id!, priority: p + 1 });
    }
    for (const pref of random.sample(prefectureRows, random.int(1, 3))) {
      data.userPreferredWorkPrefectures.push({ userId: id, prefectureCode: pref.code });
    }
    for (const factor of random.sample(master.companyChoiceFactorTypes, random.int(2, 4))) {
      data.userPreferredCompanyChoiceFactorTypes.push({ userId: id, companyChoiceFactorTypeId: factor.id! });
    }
    if (steps.includes("activity")) {
      for (const [order, [large, medium, description]] of random.sample(activities, random.int(1, 3)).entries()) {
        data.userActivities.push({
          id: data.userActivities.length + 1,
          userId: id,
          largeCategory: large,
          mediumCategory: medium,
          description,
          displayOrder: order + 1,
        });
      }
    }
    if (steps.includes("student_endeavor") && random.chance(0.7)) {
      data.userStudentEndeavors.push({ userId: id, content: random.pick(endeavors), updatedAt: registeredAt });
    }
    const receiveMailCampaigns = random.chance(0.8);
    data.userMailMagazineOptions.push({
      userId: id,
      receiveMailCampaigns,
      needsInformationForWomen: random.chance(0.2),
      needsInformationForInternationalStudents: random.chance(0.05),
      isStudentAthlete: random.chance(0.08),
      updatedAt: registeredAt,
    });
    if (receiveMailCampaigns) {
      for (const type of master.mailCampaignTypes) {
        if (random.chance(0.8)) data.userMailCampaignTypes.push({ userId: id, mailCampaignTypeKey: type.key });
      }
    }
    for (const site of random.sample(master.cooperatingSites, random.int(0, 2))) {
      data.userCooperatingSites.push({
        userId: id,
        cooperatingSiteId: site.id!,
        createdAt: registeredAt,
        registeredAt: addDays(registeredAt, 1),
      });
    }
    // Most users agreed to the latest terms; some still have to (unagreed_terms).
    for (const terms of latestTerms) {
      if (i === 0 || random.chance(0.8)) {
        const agreedAt = addDays(new Date(Math.max(registeredAt.getTime(), (terms.publishedAt as Date).getTime())), 1);
        data.termsAgreements.push({ userId: id, termsVersionId: terms.id!, agreedAt: agreedAt > now ? now : agreedAt });
      }
    }
  }
  return data;
}
