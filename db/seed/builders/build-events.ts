import type * as s from "../../schema";
import type { EventCategoryValue } from "../../schema/events";
import { prefectureRows } from "../master/areas-and-prefectures";
import { businessCategorySeeds } from "../master/business-categories";
import { eventSearchFields } from "../../../core/search-text";
import { streamFor, type Random } from "../random";
import { SEED } from "../seed-scale";
import { addDays, addMinutes, jstDayAt, shortYear } from "../time";
import {
  belongings,
  entryTitleTemplates,
  gosetsuCities,
  gosetsuCityPrefecture,
  gosetsuTitleTemplates,
  internshipThemes,
  internshipTitleTemplates,
  programSteps,
  recommendedFor,
  seminarTitleTemplates,
  venueSuffixes,
} from "../vocabulary/event-phrases";
import type { CompaniesData, CompanyFacts } from "./build-companies";
import type { MasterData } from "./build-master-data";
import type { Row } from "./types";

export type SeedEventRow = Row<typeof s.events> & { id: number; category: EventCategoryValue };
export type SeedScheduleRow = Row<typeof s.schedules> & {
  id: number;
  eventId: number;
  startAt: Date;
  timeLimitAt: Date;
};

export type EventsData = {
  events: SeedEventRow[];
  eventCompanies: Row<typeof s.eventCompanies>[];
  eventBusinessSubcategories: Row<typeof s.eventBusinessSubcategories>[];
  eventDescriptionItems: Row<typeof s.eventDescriptionItems>[];
  schedules: SeedScheduleRow[];
  courses: Row<typeof s.courses>[];
  eventQuestions: Row<typeof s.eventQuestions>[];
  eventCheckinableCompanies: Row<typeof s.eventCheckinableCompanies>[];
  /** schedules whose admission limit the engagement builder must fill completely */
  fullScheduleIds: number[];
};

const categoryWeights: readonly [EventCategoryValue, number][] = [
  ["entry", 25],
  ["internship", 35],
  ["seminar", 27.5],
  ["gosetsu", 12.5],
];

const graduateYearSets: readonly (readonly number[])[] = [
  [2027],
  [2027, 2028],
  [2028],
  [2026, 2027],
  [2026],
  [2029],
  [2028, 2029],
];
const graduateYearWeights = [30, 20, 18, 10, 8, 6, 8];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function descriptionMarkdown(
  random: Random,
  category: EventCategoryValue,
  title: string,
  company: string | null,
): string {
  const host = company ?? "ミライキャリア事務局";
  const intro: Record<EventCategoryValue, string> = {
    entry: `${host}の${shortTitle(title)}です。書類選考・面接を経て、最短1か月で内々定をお出しします。`,
    internship: `${host}の現場社員とともに、実際の業務に近い課題に取り組むプログラムです。参加者には社員からの個別フィードバックがあります。`,
    seminar: `${host}の事業内容や働き方を、社員が分かりやすくご紹介します。選考とは関係ありませんので、お気軽にご参加ください。`,
    gosetsu: `業界を代表する企業が一度に集まる合同説明会です。各社のブースで人事担当者や若手社員から直接話を聞くことができます。`,
  };
  const steps = random.sample(programSteps, random.int(3, 5));
  return [
    "## イベント概要",
    "",
    intro[category],
    "",
    "## こんな方におすすめ",
    "",
    ...random.sample(recommendedFor, 3).map((line) => `- ${line}`),
    "",
    "## 当日の流れ",
    "",
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    "## 持ち物",
    "",
    ...random.sample(belongings, 2).map((line) => `- ${line}`),
  ].join("\n");
}

function shortTitle(title: string): string {
  return title.replace(/^【[^】]*】/, "").trim();
}

export function buildEvents(master: MasterData, companiesData: CompaniesData, count: number, now: Date): EventsData {
  const random = streamFor(SEED, "events");
  const { facts } = companiesData;
  const companyById = new Map(companiesData.companies.map((c) => [c.id, c]));
  const data: EventsData = {
    events: [],
    eventCompanies: [],
    eventBusinessSubcategories: [],
    eventDescriptionItems: [],
    schedules: [],
    courses: [],
    eventQuestions: [],
    eventCheckinableCompanies: [],
    fullScheduleIds: [],
  };

  for (let i = 0; i < count; i += 1) {
    const eventId = i + 1;
    const category = categoryWeights[random.weightedIndex(categoryWeights.map(([, w]) => w))]![0];
    const graduateYears = [...graduateYearSets[random.weightedIndex(graduateYearWeights)]!];
    const yy = shortYear(graduateYears[0]!);
    const isMiraiHosted = category === "gosetsu" && random.chance(0.6);
    const host: CompanyFacts | null = category === "gosetsu" && isMiraiHosted ? null : random.pick(facts);
    const hostRow = host ? companyById.get(host.id)! : null;
    const industry = businessCategorySeeds[host?.categoryIndex ?? random.int(0, businessCategorySeeds.length - 1)]!;
    const city = random.pick(gosetsuCities);
    const participants = category === "gosetsu" ? random.sample(facts, Math.min(facts.length, random.int(6, 14))) : [];

    const templates = {
      entry: entryTitleTemplates,
      internship: internshipTitleTemplates,
      seminar: seminarTitleTemplates,
      gosetsu: gosetsuTitleTemplates,
    }[category];
    const title = fill(random.pick(templates), {
      company: host?.shortName ?? "",
      yy,
      job: random.pick(host?.jobs ?? industry.jobs),
      theme: random.pick(internshipThemes),
      industry: industry.name,
      city,
      count: String(participants.length * 5),
    });

    const centerDay = random.int(-150, 180);
    const createdAt = jstDayAt(now, Math.min(centerDay, 0) - random.int(20, 60), 10);
    const published = random.chance(0.97);
    const description = descriptionMarkdown(random, category, title, hostRow?.name ?? null);
    const searchCompanies = [
      hostRow,
      ...participants.filter((p) => p.id !== host?.id).map((p) => companyById.get(p.id)!),
    ];
    const search = eventSearchFields({
      title,
      companyTexts: searchCompanies.flatMap((company) => (company ? [company.name, company.namePronunciation] : [])),
      description,
    });
    data.events.push({
      id: eventId,
      category,
      title,
      descriptionMarkdown: description,
      summary:
        category === "internship"
          ? `${host?.shortName ?? ""}の実務を体験しながら、業界と仕事への理解を深めるプログラムです。`
          : null,
      hostCompanyId: host?.id ?? null,
      businessCategoryId: host ? host.categoryIndex + 1 : null,
      eyeCatchImageUrl: null,
      applicationUrl:
        category === "entry" && random.chance(0.3)
          ? `https://recruit.mirai-career.example/companies/${host?.id}/entry`
          : null,
      lottery: category !== "entry" && random.chance(0.08),
      displayOwnLogo: host !== null && random.chance(0.5),
      isTrendEvent: random.chance(0.07),
      isMiraiHostingEvent: isMiraiHosted,
      isPickup: random.chance(0.05),
      isPreEntryEvent: category === "entry" && random.chance(0.2),
      useCheckin: category === "gosetsu" && random.chance(0.5),
      displayAsPartnerEntryOffer: false,
      resumePublished: category === "internship" && random.chance(0.3),
      resumePublishAt: null,
      externalDeadline: null,
      graduateYears,
      grades: category === "internship" ? ["学部3年", "修士1年"] : null,
      published,
      publishedAt: published ? createdAt : null,
      createdAt,
      updatedAt: addDays(createdAt, random.int(0, 10)),
      searchText: search.searchText,
      searchBigrams: search.searchBigrams,
    });

    for (const [order, participant] of participants.entries()) {
      data.eventCompanies.push({ eventId, companyId: participant.id, displayOrder: order + 1 });
    }
    if (category === "gosetsu" && data.events[i]!.useCheckin) {
      for (const [order, participant] of participants.entries()) {
        data.eventCheckinableCompanies.push({
          id: data.eventCheckinableCompanies.length + 1,
          eventId,
          companyId: participant.id,
          displayOrder: order + 1,
        });
      }
    }
    const subcategoryIds = new Set<number>();
    if (hostRow) subcategoryIds.add(hostRow.businessSubcategoryId);
    for (const participant of participants.slice(0, 5))
      subcategoryIds.add(companyById.get(participant.id)!.businessSubcategoryId);
    for (const businessSubcategoryId of subcategoryIds)
      data.eventBusinessSubcategories.push({ eventId, businessSubcategoryId });

    const items: [string, string][] = [
      [
        "開催形式",
        random.chance(0.5) ? "オンライン・対面のいずれかを選択できます" : "対面開催（一部日程はオンライン）",
      ],
      ["対象", `${graduateYears.map((y) => `${shortYear(y)}卒`).join("・")}の大学生・大学院生（学部学科不問）`],
    ];
    if (category === "internship")
      items.push(["報酬・交通費", random.chance(0.5) ? "日当5,000円を支給します" : "交通費は全額支給します"]);
    if (category === "entry") items.push(["選考フロー", "エントリーシート → 適性検査 → 面接（2〜3回） → 内々定"]);
    items.push(["服装", random.pick(["私服でお越しください", "スーツ着用でお願いします", "自由です"])]);
    for (const [order, [label, content]] of items.entries()) {
      data.eventDescriptionItems.push({
        id: data.eventDescriptionItems.length + 1,
        eventId,
        label,
        content,
        displayOrder: order + 1,
      });
    }

    buildSchedules(random, data, {
      eventId,
      category,
      centerDay,
      host,
      hostRow,
      city,
      now,
      lottery: data.events[i]!.lottery ?? false,
    });
  }
  return data;
}

function buildSchedules(
  random: Random,
  data: EventsData,
  ctx: {
    eventId: number;
    category: EventCategoryValue;
    centerDay: number;
    host: CompanyFacts | null;
    hostRow: Row<typeof s.companies> | null;
    city: string;
    now: Date;
    lottery: boolean;
  },
): void {
  const { eventId, category, centerDay, host, hostRow, city, now } = ctx;
  const scheduleCount = random.int(1, 4);
  let day = centerDay;
  const online = category === "gosetsu" ? city === "オンライン" : null;
  for (let n = 1; n <= scheduleCount; n += 1) {
    const id = data.schedules.length + 1;
    const hour = random.pick([10, 13, 15, 18]);
    const startAt = jstDayAt(now, day, hour);
    const durationMinutes =
      category === "internship"
        ? random.chance(0.4)
          ? 60 * 24 * 4 + 360
          : 360
        : category === "gosetsu"
          ? 300
          : random.pick([60, 90, 120]);
    const endAt = addMinutes(startAt, durationMinutes);
    const timeLimitAt = jstDayAt(now, day - random.int(1, 7), 23, 59);
    const isOnline = online ?? random.chance(category === "seminar" ? 0.55 : 0.35);
    const prefectureCode = isOnline ? null : (gosetsuCityPrefecture[city] ?? hostRow?.headquartersPrefectureCode ?? 13);
    const prefecture = prefectureRows.find((p) => p.code === prefectureCode);
    const stem = host?.stem ?? "ミライ";
    const isFuture = timeLimitAt.getTime() > now.getTime();
    const makeFull = isFuture && random.chance(0.05);
    const limit = makeFull ? random.int(3, 8) : random.chance(0.5) ? random.pick([10, 20, 30, 50, 100]) : null;
    const titles: Record<EventCategoryValue, string> = {
      entry: `第${n}回 選考会`,
      internship: `第${n}クール`,
      seminar: `第${n}回 ${isOnline ? "オンライン" : "会場"}開催`,
      gosetsu: isOnline ? `第${n}部（オンライン）` : `${city}会場 第${n}部`,
    };
    data.schedules.push({
      id,
      eventId,
      title: titles[category],
      startAt,
      endAt,
      timeLimitAt,
      closeAt: endAt,
      courseTimeLimitAt: null,
      place: isOnline
        ? "オンライン（Zoom）"
        : category === "gosetsu"
          ? `${city}国際展示場 ${random.int(1, 6)}ホール`
          : `${host?.shortName ?? "ミライキャリア"} ${random.pick(venueSuffixes)}`,
      detailedAddress: prefecture
        ? `${prefecture.name}${prefecture.city}${random.int(1, 5)}-${random.int(1, 20)}-${random.int(1, 30)} ${stem}ビル${random.int(2, 15)}F`
        : null,
      guideAddress: isOnline ? null : `最寄り駅から徒歩${random.int(2, 10)}分`,
      prefectureCode,
      isOnline,
      liveUrl: isOnline && random.chance(0.6) ? `https://live.mirai-career.example/schedules/${id}` : null,
      admissionLimitNumber: limit,
      targetAttendeeCount: limit ? Math.floor(limit * 0.8) : null,
      stoppedEntry: !makeFull && random.chance(0.05),
      stopPromoteInputResumeMail: false,
      showCheckin: category === "gosetsu",
      canceled: !makeFull && random.chance(0.02),
      createdAt: jstDayAt(now, Math.min(day, 0) - 30, 10),
      updatedAt: jstDayAt(now, Math.min(day, 0) - 10, 10),
    });
    if (makeFull) data.fullScheduleIds.push(id);

    if (category === "internship" && isFuture && random.chance(0.15)) {
      const courseNames = random.sample(
        ["企画コース", "エンジニアコース", "営業コース", "デザインコース"],
        random.int(2, 3),
      );
      for (const [order, title] of courseNames.entries()) {
        data.courses.push({
          id: data.courses.length + 1,
          scheduleId: id,
          title,
          description: `${title}では、現場社員のサポートのもと実務に近い課題に取り組みます。`,
          admissionLimitNumber: random.pick([5, 10, 15]),
          lottery: ctx.lottery,
          timeLimitAt,
          displayOrder: order + 1,
          createdAt: jstDayAt(now, Math.min(day, 0) - 30, 10),
        });
      }
    }
    if (category === "internship" && random.chance(0.1)) {
      data.eventQuestions.push({
        id: data.eventQuestions.length + 1,
        scheduleId: id,
        title: "事前課題：志望動機と参加して学びたいこと（400字）",
        url: `https://forms.mirai-career.example/questions/${id}`,
        startAt: addDays(timeLimitAt, -21),
        endAt: timeLimitAt,
        showLink: true,
      });
    }
    day += random.int(3, 14);
  }
}
