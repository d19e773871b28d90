import type * as s from "../../schema";
import { areaRows, prefectureRows } from "../master/areas-and-prefectures";
import { businessCategorySeeds } from "../master/business-categories";
import { articleSeeds, cooperatingSiteSeeds, termsBody, termsSeeds } from "../master/editorial";
import { featureFlagSeeds } from "../master/feature-flags";
import { adPlaceRows, companyChoiceFactorTypeNames, jobTypeNames, mailCampaignTypeRows } from "../master/job-types";
import { registrationVersionSeeds } from "../master/registration-versions";
import { departmentCategorySeeds, departmentSeeds, highSchoolNameParts, universitySeeds } from "../master/schools";
import { streamFor } from "../random";
import { SEED } from "../seed-scale";
import { addDays, jstDayAt } from "../time";
import type { Row } from "./types";

export type MasterData = {
  areas: Row<typeof s.areas>[];
  prefectures: Row<typeof s.prefectures>[];
  businessCategories: Row<typeof s.businessCategories>[];
  businessSubcategories: Row<typeof s.businessSubcategories>[];
  jobTypes: Row<typeof s.jobTypes>[];
  companyChoiceFactorTypes: Row<typeof s.companyChoiceFactorTypes>[];
  universities: Row<typeof s.universities>[];
  departmentCategories: Row<typeof s.departmentCategories>[];
  departments: Row<typeof s.departments>[];
  concentrations: Row<typeof s.concentrations>[];
  highSchools: Row<typeof s.highSchools>[];
  mailCampaignTypes: Row<typeof s.mailCampaignTypes>[];
  adPlaces: Row<typeof s.adPlaces>[];
  featureFlags: Row<typeof s.featureFlags>[];
  userRegistrationVersions: Row<typeof s.userRegistrationVersions>[];
  userRegistrationGroups: Row<typeof s.userRegistrationGroups>[];
  userRegistrationSteps: Row<typeof s.userRegistrationSteps>[];
  termsVersions: Row<typeof s.termsVersions>[];
  articles: Row<typeof s.articles>[];
  cooperatingSites: Row<typeof s.cooperatingSites>[];
};

export function buildMasterData(now: Date): MasterData {
  const random = streamFor(SEED, "master");
  const businessCategories = businessCategorySeeds.map((c, i) => ({
    id: i + 1,
    name: c.name,
    iconKey: c.iconKey,
    displayOrder: i + 1,
  }));
  const businessSubcategories: Row<typeof s.businessSubcategories>[] = [];
  businessCategorySeeds.forEach((c, i) =>
    c.subcategories.forEach((name, j) =>
      businessSubcategories.push({
        id: businessSubcategories.length + 1,
        businessCategoryId: i + 1,
        name,
        displayOrder: j + 1,
      }),
    ),
  );

  const universities = universitySeeds.map(([name, namePronunciation, category, prefectureCode], i) => ({
    id: i + 1,
    name,
    namePronunciation,
    category,
    prefectureCode,
    areaId: prefectureRows.find((p) => p.code === prefectureCode)?.areaId ?? 3,
  }));
  const departmentCategories = departmentCategorySeeds.map(([name, group], i) => ({
    id: i + 1,
    name,
    group,
    displayOrder: i + 1,
  }));
  const departments: Row<typeof s.departments>[] = [];
  const concentrations: Row<typeof s.concentrations>[] = [];
  for (const university of universities) {
    for (const department of random.sample(departmentSeeds, random.int(4, 7))) {
      const id = departments.length + 1;
      const departmentCategoryId = departmentCategories.find((c) => c.name === department.category)?.id ?? 1;
      departments.push({ id, universityId: university.id, departmentCategoryId, name: department.name });
      for (const name of department.concentrations)
        concentrations.push({ id: concentrations.length + 1, departmentId: id, name });
    }
  }
  const highSchools = prefectureRows
    .flatMap((p) =>
      random.sample(highSchoolNameParts, 2).map((part) => ({
        prefectureCode: p.code,
        name: `${p.name.replace(/[都府県]$/, "")}県立${part}高等学校`
          .replace("北海道県立", "北海道立")
          .replace("東京県立", "東京都立")
          .replace(/(京都|大阪)県立/, "$1府立"),
      })),
    )
    .map((row, i) => ({ id: i + 1, ...row }));

  const userRegistrationVersions: Row<typeof s.userRegistrationVersions>[] = [];
  const userRegistrationGroups: Row<typeof s.userRegistrationGroups>[] = [];
  const userRegistrationSteps: Row<typeof s.userRegistrationSteps>[] = [];
  registrationVersionSeeds.forEach((version, v) => {
    const versionId = v + 1;
    userRegistrationVersions.push({ id: versionId, key: version.key, createdAt: addDays(now, -700 + v * 400) });
    version.groups.forEach((group, g) => {
      const groupId = userRegistrationGroups.length + 1;
      userRegistrationGroups.push({
        id: groupId,
        userRegistrationVersionId: versionId,
        key: group.key,
        displayOrder: g + 1,
      });
      group.steps.forEach((key, k) =>
        userRegistrationSteps.push({
          id: userRegistrationSteps.length + 1,
          userRegistrationVersionId: versionId,
          userRegistrationGroupId: groupId,
          key,
          displayOrder: k + 1,
        }),
      );
    });
  });

  return {
    areas: areaRows.map((a) => ({ ...a })),
    prefectures: prefectureRows.map(({ code, name, areaId }) => ({ code, name, areaId })),
    businessCategories,
    businessSubcategories,
    jobTypes: jobTypeNames.map((name, i) => ({ id: i + 1, name, displayOrder: i + 1 })),
    companyChoiceFactorTypes: companyChoiceFactorTypeNames.map((name, i) => ({ id: i + 1, name, displayOrder: i + 1 })),
    universities,
    departmentCategories,
    departments,
    concentrations,
    highSchools,
    mailCampaignTypes: mailCampaignTypeRows.map((m) => ({ ...m })),
    adPlaces: adPlaceRows.map((a) => ({ ...a })),
    featureFlags: featureFlagSeeds.map((f) => ({ ...f, updatedAt: jstDayAt(now, -30, 10) })),
    userRegistrationVersions,
    userRegistrationGroups,
    userRegistrationSteps,
    termsVersions: termsSeeds.map((t, i) => ({
      id: i + 1,
      type: t.type,
      version: t.version,
      bodyMarkdown: termsBody(t.title, t.version),
      publishedAt: jstDayAt(now, -t.publishedDaysAgo, 0),
    })),
    articles: articleSeeds.map((a, i) => ({
      id: i + 1,
      slugPath: a.slugPath,
      title: a.title,
      description: a.description,
      bodyMarkdown: [a.description, ...a.sections.flatMap(([heading, body]) => ["", `## ${heading}`, "", body])].join(
        "\n",
      ),
      publishedAt: jstDayAt(now, -10 * (i + 1), 9),
      createdAt: jstDayAt(now, -10 * (i + 1) - 3, 9),
      updatedAt: jstDayAt(now, -10 * (i + 1), 9),
    })),
    cooperatingSites: cooperatingSiteSeeds.map((c, i) => ({
      id: i + 1,
      name: c.name,
      partner: c.partner,
      squareLogoUrl: null,
      description: c.description,
      serviceCategory: c.serviceCategory,
      graduateYears: [...c.graduateYears],
      externalLinks: [
        { label: "サービスサイト", url: `https://partners.mirai-career.example/sites/${i + 1}` },
        { label: "利用規約", url: `https://partners.mirai-career.example/sites/${i + 1}/terms` },
      ],
      allowedCheckedByDefault: c.allowedCheckedByDefault,
      published: true,
      displayOrder: i + 1,
    })),
  };
}
