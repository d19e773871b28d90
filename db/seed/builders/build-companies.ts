import type * as s from "../../schema";
import { prefectureRows, prefectureWeights } from "../master/areas-and-prefectures";
import { businessCategorySeeds } from "../master/business-categories";
import { streamFor } from "../random";
import { SEED } from "../seed-scale";
import { addDays, jstDayAt } from "../time";
import {
  companyDescriptionBodies,
  companyDescriptionClosers,
  companyDescriptionOpeners,
  companyRegionWords,
  companyStems,
  foreignCompanyStems,
} from "../vocabulary/company-words";
import type { MasterData } from "./build-master-data";
import type { Row } from "./types";

export type CompanyRow = Row<typeof s.companies> & { id: number };

/** Extra facts the other builders need about a company (not stored in companies). */
export type CompanyFacts = {
  id: number;
  shortName: string;
  stem: string;
  categoryIndex: number;
  jobs: readonly string[];
};

export type CompaniesData = {
  companyGroups: Row<typeof s.companyGroups>[];
  companies: CompanyRow[];
  facts: CompanyFacts[];
};

const prefectureCodes = prefectureRows.map((p) => p.code);
const prefectureWeightList = prefectureCodes.map((code) => prefectureWeights[code] ?? 1);

function nameFormats(stem: string, stemKana: string, suffix: string, suffixKana: string) {
  return [
    { name: `株式会社${stem}${suffix}`, short: `${stem}${suffix}`, kana: `${stemKana}${suffixKana}` },
    { name: `${stem}${suffix}株式会社`, short: `${stem}${suffix}`, kana: `${stemKana}${suffixKana}` },
    {
      name: `${stem}${suffix}ホールディングス株式会社`,
      short: `${stem}${suffix}ホールディングス`,
      kana: `${stemKana}${suffixKana}ホールディングス`,
    },
  ];
}

export function buildCompanies(master: MasterData, count: number, now: Date): CompaniesData {
  const random = streamFor(SEED, "companies");
  const usedNames = new Set<string>();
  const companies: CompanyRow[] = [];
  const facts: CompanyFacts[] = [];

  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    const categoryIndex = random.weightedIndex(businessCategorySeeds.map((c) => (c.iconKey === "public" ? 1 : 4)));
    const category = businessCategorySeeds[categoryIndex]!;
    const isForeign = random.chance(0.06);
    const [suffix, suffixKana] = random.pick(category.suffixes);
    const [stem, stemKana] = random.pick(isForeign ? foreignCompanyStems : companyStems);
    let candidate = random.pick(nameFormats(stem, stemKana, suffix, suffixKana).slice(0, random.chance(0.1) ? 3 : 2));
    if (category.iconKey === "public") {
      // Public bodies and associations carry no 株式会社.
      candidate = { name: `${stem}${suffix}`, short: `${stem}${suffix}`, kana: `${stemKana}${suffixKana}` };
    } else if (isForeign) {
      candidate = {
        name: `${stem}${suffix}ジャパン株式会社`,
        short: `${stem}${suffix}ジャパン`,
        kana: `${stemKana}${suffixKana}ジャパン`,
      };
    }
    for (let attempt = 0; usedNames.has(candidate.name); attempt += 1) {
      const [region, regionKana] = companyRegionWords[attempt % companyRegionWords.length]!;
      const round = Math.floor(attempt / companyRegionWords.length);
      const extra = round === 0 ? "" : String(round + 1);
      candidate = {
        name: `${region}${candidate.short}${extra}株式会社`,
        short: `${region}${candidate.short}${extra}`,
        kana: `${regionKana}${candidate.kana}`,
      };
    }
    usedNames.add(candidate.name);

    const subcategories = master.businessSubcategories.filter((sc) => sc.businessCategoryId === categoryIndex + 1);
    const subcategory = random.pick(subcategories);
    const description = [
      random.pick(companyDescriptionOpeners).replace("{stem}", stem).replace("{category}", subcategory.name),
      random.pick(companyDescriptionBodies),
      random.pick(companyDescriptionClosers),
    ].join("");
    const createdAt = jstDayAt(now, -random.int(200, 1500), 10);
    companies.push({
      id,
      name: candidate.name,
      namePronunciation: candidate.kana,
      initialChar: candidate.kana.charAt(0),
      officialDescription: description,
      officialImageUrl: null,
      squareLogoUrl: null,
      businessCategoryId: categoryIndex + 1,
      businessSubcategoryId: subcategory.id!,
      companyGroupId: null,
      isOfficialCompany: random.chance(0.35),
      isForeign,
      headquartersPrefectureCode: prefectureCodes[random.weightedIndex(prefectureWeightList)]!,
      overallScore: null,
      recruitmentScore: null,
      internshipScore: null,
      seminarScore: null,
      jobCategoryNames: random.sample(category.jobs, random.int(2, 4)),
      createdAt,
      updatedAt: addDays(createdAt, random.int(0, 150)),
    });
    facts.push({ id, shortName: candidate.short, stem, categoryIndex, jobs: category.jobs });
  }

  // Company groups: a holding company plus two or three affiliates sharing its stem.
  const companyGroups: Row<typeof s.companyGroups>[] = [];
  const groupCount = Math.max(3, Math.floor(count / 25));
  const stems = new Map<string, CompanyRow[]>();
  for (const company of companies) {
    const stem = facts[company.id - 1]!.stem;
    stems.set(stem, [...(stems.get(stem) ?? []), company]);
  }
  for (const members of stems.values()) {
    if (companyGroups.length >= groupCount) break;
    const grouped = members.filter((c) => c.companyGroupId === null).slice(0, 4);
    if (grouped.length < 2) continue;
    const groupId = companyGroups.length + 1;
    companyGroups.push({ id: groupId, mainCompanyId: grouped[0]!.id });
    for (const member of grouped) member.companyGroupId = groupId;
  }

  return { companyGroups, companies, facts };
}
