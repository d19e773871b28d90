import type * as s from "../../schema";
import type { EntryStateValue } from "../../schema/engagement";
import { SEAT_HOLDING_STATES } from "../../../core/entries/entry-state";
import { featureEventSeeds } from "../master/editorial";
import { streamFor } from "../random";
import { SEED } from "../seed-scale";
import { addDays, jstDayAt } from "../time";
import { eventPath, featureEventPath } from "../../../core/routes";
import type { CompaniesData } from "./build-companies";
import { addDemoNotices } from "./build-demo-notices";
import type { EventsData, SeedScheduleRow } from "./build-events";
import type { UsersData } from "./build-users";
import type { Row } from "./types";

export type EngagementData = {
  entries: Row<typeof s.entries>[];
  eventCheckins: Row<typeof s.eventCheckins>[];
  eventAnswers: Row<typeof s.eventAnswers>[];
  clips: Row<typeof s.clips>[];
  follows: Row<typeof s.follows>[];
  notifications: Row<typeof s.notifications>[];
  whatsNewItems: Row<typeof s.whatsNewItems>[];
  whatsNewItemReads: Row<typeof s.whatsNewItemReads>[];
  featureEvents: Row<typeof s.featureEvents>[];
  featureEventEvents: Row<typeof s.featureEventEvents>[];
  promotionContracts: Row<typeof s.promotionContracts>[];
  popups: Row<typeof s.popups>[];
  signupRecommendedEvents: Row<typeof s.signupRecommendedEvents>[];
  googleCustomCampaigns: Row<typeof s.googleCustomCampaigns>[];
  recentlyViewedEvents: Row<typeof s.recentlyViewedEvents>[];
};

/** The seats a schedule's limit counts (core/entries/entry-state.ts). */
const ACTIVE_STATES: readonly EntryStateValue[] = SEAT_HOLDING_STATES;

/** Entries (filling some schedules to their limit), clips, follows and the per-user content that makes counts real. */
export function buildEngagement(
  companiesData: CompaniesData,
  eventsData: EventsData,
  usersData: UsersData,
  now: Date,
): EngagementData {
  const random = streamFor(SEED, "engagement");
  const nowMs = now.getTime();
  const registeredUsers = usersData.users.filter((u, i) => usersData.userRegistrations[i]?.status === "completed");
  const eventById = new Map(eventsData.events.map((e) => [e.id, e]));
  const publishedEventIds = eventsData.events.filter((e) => e.published).map((e) => e.id);
  const openSchedules = eventsData.schedules.filter((sc) => !sc.canceled && eventById.get(sc.eventId)!.published);
  const taken = new Map<number, number>();
  const entryKeys = new Set<string>();
  const entries: Row<typeof s.entries>[] = [];
  const fullIds = new Set(eventsData.fullScheduleIds);

  const addEntry = (userId: string, schedule: SeedScheduleRow): boolean => {
    const key = `${userId}:${schedule.id}`;
    const count = taken.get(schedule.id) ?? 0;
    if (entryKeys.has(key)) return false;
    if (schedule.admissionLimitNumber != null && count >= schedule.admissionLimitNumber) return false;
    const past = schedule.startAt.getTime() < nowMs;
    const picked: EntryStateValue = past
      ? random.pick(["attended", "attended", "absenced", "canceled"] as const)
      : random.pick(["entried", "entried", "pre_entried"] as const);
    // lottery applications (pre_entried) exist on lottery events only; elsewhere an entry has its seat
    const state: EntryStateValue =
      picked === "pre_entried" && !eventById.get(schedule.eventId)!.lottery ? "entried" : picked;
    const deadlineMs = Math.min(schedule.timeLimitAt.getTime(), nowMs);
    const createdAt = new Date(deadlineMs - random.int(1, 20) * 86_400_000);
    entryKeys.add(key);
    if (ACTIVE_STATES.includes(state)) taken.set(schedule.id, count + 1);
    entries.push({
      id: entries.length + 1,
      eventId: schedule.eventId,
      scheduleId: schedule.id,
      userId,
      courseId: null,
      state,
      inflow: random.pick(["event_list", "event_detail", "user_registration", "feature_event", "mail_magazine"]),
      clientType: random.pick(["web", "web", "app"]),
      createdAt,
      updatedAt: createdAt,
      entriedAt: state === "pre_entried" ? null : createdAt,
      preEntriedAt: state === "pre_entried" ? createdAt : null,
      attendedAt: state === "attended" ? schedule.startAt : null,
      absencedAt: state === "absenced" ? schedule.endAt : null,
      canceledAt: state === "canceled" ? addDays(createdAt, 1) : null,
    });
    return true;
  };

  // Full schedules first, so their limits are met exactly by active entries.
  for (const id of eventsData.fullScheduleIds) {
    const schedule = eventsData.schedules[id - 1]!;
    for (const user of random.shuffle(registeredUsers)) {
      if ((taken.get(id) ?? 0) >= (schedule.admissionLimitNumber ?? 0)) break;
      addEntry(user.id, schedule);
    }
  }
  const regularSchedules = openSchedules.filter((sc) => !fullIds.has(sc.id) && !sc.stoppedEntry);
  for (const user of registeredUsers) {
    for (const schedule of random.sample(regularSchedules, random.int(0, 10))) addEntry(user.id, schedule);
  }

  // Check-ins at fairs that use them, for attended entries.
  const checkinablesByEvent = new Map<number, Row<typeof s.eventCheckinableCompanies>[]>();
  for (const c of eventsData.eventCheckinableCompanies)
    checkinablesByEvent.set(c.eventId, [...(checkinablesByEvent.get(c.eventId) ?? []), c]);
  const eventCheckins: Row<typeof s.eventCheckins>[] = [];
  const questionsBySchedule = new Map<number, Row<typeof s.eventQuestions>[]>();
  for (const q of eventsData.eventQuestions)
    questionsBySchedule.set(q.scheduleId, [...(questionsBySchedule.get(q.scheduleId) ?? []), q]);
  const eventAnswers: Row<typeof s.eventAnswers>[] = [];
  for (const entry of entries) {
    const schedule = eventsData.schedules[entry.scheduleId - 1]!;
    if (entry.state === "attended") {
      for (const booth of random.sample(checkinablesByEvent.get(entry.eventId) ?? [], random.int(1, 4))) {
        eventCheckins.push({ entryId: entry.id!, eventCheckinableCompanyId: booth.id!, checkedInAt: schedule.startAt });
      }
    }
    for (const question of questionsBySchedule.get(entry.scheduleId) ?? []) {
      if (random.chance(0.6)) {
        eventAnswers.push({
          id: eventAnswers.length + 1,
          eventQuestionId: question.id!,
          userId: entry.userId,
          submittedUrl: `https://forms.mirai-career.example/answers/${eventAnswers.length + 1}`,
          status: "submitted",
          createdAt: entry.createdAt,
          updatedAt: entry.createdAt,
        });
      }
    }
  }

  const clips: Row<typeof s.clips>[] = [];
  const follows: Row<typeof s.follows>[] = [];
  const companyIds = companiesData.companies.map((c) => c.id);
  for (const user of registeredUsers) {
    for (const eventId of random.sample(publishedEventIds, random.int(0, 12))) {
      clips.push({
        id: clips.length + 1,
        userId: user.id,
        eventId,
        createdAt: jstDayAt(now, -random.int(0, 120), random.int(8, 23)),
      });
    }
    for (const companyId of random.sample(companyIds, random.int(0, 8))) {
      follows.push({ userId: user.id, companyId, createdAt: jstDayAt(now, -random.int(0, 200), random.int(8, 23)) });
    }
  }

  const companyName = (id: number) => companiesData.companies[id - 1]!.name;
  const notifications: Row<typeof s.notifications>[] = [];
  for (const user of registeredUsers) {
    for (let n = random.int(0, 3); n > 0; n -= 1) {
      const createdAt = jstDayAt(now, -random.int(0, 30), random.int(9, 20));
      notifications.push({
        id: notifications.length + 1,
        userId: user.id,
        title: random.pick([
          "エントリーしたイベントの開催が近づいています",
          "フォロー中の企業が新しいイベントを公開しました",
          "プロフィールを充実させてスカウトを受け取りましょう",
        ]),
        body: "詳細はマイページからご確認ください。",
        url: "/",
        readAt: random.chance(0.5) ? addDays(createdAt, 1) : null,
        createdAt,
      });
    }
  }

  const whatsNewItems: Row<typeof s.whatsNewItems>[] = [];
  for (let n = 0; n < 40; n += 1) {
    const companyId = random.chance(0.7) ? random.pick(companyIds) : null;
    whatsNewItems.push({
      id: n + 1,
      companyId,
      title: companyId
        ? `${companyName(companyId)}が新しいイベントを公開しました`
        : random.pick([
            "年末年始のお問い合わせ対応について",
            "新機能：イベントのカレンダー登録に対応しました",
            "27卒向け就活準備ガイドを公開しました",
          ]),
      body: companyId
        ? "気になるイベントは早めにエントリーしましょう。"
        : "ミライキャリアをご利用いただきありがとうございます。",
      url: null,
      publishedAt: jstDayAt(now, -random.int(0, 90), 10),
    });
  }
  const whatsNewItemReads: Row<typeof s.whatsNewItemReads>[] = [];
  for (const user of registeredUsers.slice(0, Math.min(50, registeredUsers.length))) {
    for (const item of random.sample(whatsNewItems, random.int(0, 10))) {
      whatsNewItemReads.push({
        userId: user.id,
        whatsNewItemId: item.id!,
        readAt: addDays(item.publishedAt as Date, 1) > now ? now : addDays(item.publishedAt as Date, 1),
      });
    }
  }

  const demoStudent = usersData.users[0];
  if (demoStudent) {
    addDemoNotices(
      demoStudent.id,
      companiesData,
      eventsData,
      { entries, follows, notifications, whatsNewItems, whatsNewItemReads },
      now,
    );
  }

  // Editorial selections use upcoming, published, open events of the right category.
  const upcomingEventIds = new Set(
    eventsData.schedules
      .filter((sc) => sc.timeLimitAt.getTime() > nowMs && !sc.canceled && !sc.stoppedEntry)
      .map((sc) => sc.eventId),
  );
  const upcoming = eventsData.events.filter((e) => e.published && upcomingEventIds.has(e.id));
  const featureEvents: Row<typeof s.featureEvents>[] = featureEventSeeds.map((f, i) => ({
    id: i + 1,
    title: f.title,
    descriptionMarkdown: f.description,
    imageUrl: null,
    published: true,
    displayOrder: i + 1,
    createdAt: jstDayAt(now, -14, 10),
    updatedAt: jstDayAt(now, -7, 10),
  }));
  const featureEventEvents: Row<typeof s.featureEventEvents>[] = [];
  featureEventSeeds.forEach((f, i) => {
    const candidates = upcoming.filter((e) => e.category === f.category);
    for (const [order, event] of random.sample(candidates, random.int(8, 15)).entries()) {
      featureEventEvents.push({ featureEventId: i + 1, eventId: event.id, displayOrder: order + 1 });
    }
  });

  // Every published joint fair is also presented as a feature event of its own (/feature_events/{id}): gosetsu
  // events have no detail route. Deterministic, and it draws nothing from the random stream.
  const publishedFairs = eventsData.events.filter(
    (e) =>
      e.category === "gosetsu" &&
      e.published &&
      (e.publishedAt === null || e.publishedAt === undefined || (e.publishedAt as Date).getTime() <= nowMs),
  );
  for (const fair of publishedFairs) {
    const featureEventId = featureEvents.length + 1;
    featureEvents.push({
      id: featureEventId,
      title: fair.title,
      descriptionMarkdown: fair.descriptionMarkdown,
      imageUrl: fair.eyeCatchImageUrl ?? null,
      published: true,
      displayOrder: featureEventId,
      createdAt: jstDayAt(now, -14, 10),
      updatedAt: jstDayAt(now, -7, 10),
    });
    featureEventEvents.push({ featureEventId, eventId: fair.id!, displayOrder: 1 });
  }

  const promotionContracts: Row<typeof s.promotionContracts>[] = [];
  for (const event of random.sample(
    upcoming.filter((e) => e.hostCompanyId !== null),
    Math.max(10, Math.floor(upcoming.length * 0.03)),
  )) {
    promotionContracts.push({
      id: promotionContracts.length + 1,
      eventId: event.id,
      companyId: event.hostCompanyId ?? null,
      adPlaceKey: random.pick([
        "ad_place_web_company_index_page",
        "ad_place_web_company_index_page",
        "ad_place_web_top_page",
        "ad_place_app_top_page",
      ]),
      publicationType: random.pick(["pickup", "banner", "recommended"]),
      imageUrl: null,
      catchCopy: random.pick([
        "今だけ！早期選考につながるイベント",
        "社員と本音で話せる座談会",
        "人気企業のインターン、締切間近",
      ]),
      startsAt: jstDayAt(now, -random.int(1, 14), 0),
      endsAt: jstDayAt(now, random.int(7, 45), 0),
      displayOrder: promotionContracts.length + 1,
    });
  }

  const popups = buildPopups(upcoming, featureEvents, now);

  const signupRecommendedEvents = random
    .sample(
      upcoming.filter((e) => e.category === "internship" || e.category === "entry"),
      12,
    )
    .map((e, i) => ({ eventId: e.id, displayOrder: i + 1 }));

  const googleCustomCampaigns: Row<typeof s.googleCustomCampaigns>[] = random
    .sample(registeredUsers, Math.min(30, registeredUsers.length))
    .map((u, i) => ({
      id: i + 1,
      userId: u.id,
      utmSource: random.pick(["google", "instagram", "line"]),
      utmMedium: random.pick(["cpc", "social", "referral"]),
      utmCampaign: random.pick(["27grad_summer_intern", "gosetsu_tokyo", "spring_selection"]),
      utmTerm: null,
      utmContent: null,
      createdAt: jstDayAt(now, -random.int(0, 60), 12),
    }));

  const recentlyViewedEvents: Row<typeof s.recentlyViewedEvents>[] = [];
  for (const user of random.sample(usersData.users, Math.min(60, usersData.users.length))) {
    for (const eventId of random.sample(publishedEventIds, random.int(1, 5))) {
      recentlyViewedEvents.push({
        id: recentlyViewedEvents.length + 1,
        email: user.email,
        eventId,
        viewedAt: jstDayAt(now, -random.int(0, 14), random.int(8, 23)),
      });
    }
  }

  return {
    entries,
    eventCheckins,
    eventAnswers,
    clips,
    follows,
    notifications,
    whatsNewItems,
    whatsNewItemReads,
    featureEvents,
    featureEventEvents,
    promotionContracts,
    popups,
    signupRecommendedEvents,
    googleCustomCampaigns,
    recentlyViewedEvents,
  };
}

/** The graduate year the seed's targeted popup is for (the most common year of the sample students). */
export const POPUP_TARGET_GRADUATE_YEAR = 2027;

/**
 * Two popups running now: an image campaign for everyone on every page (the summer internship feature page), and a
 * text popup on /events pages for students of POPUP_TARGET_GRADUATE_YEAR only, announcing one of their internships;
 * it has the higher priority, so on /events pages those students see it instead of the campaign.
 */
function buildPopups(
  upcoming: readonly EventsData["events"][number][],
  featureEvents: readonly Row<typeof s.featureEvents>[],
  now: Date,
): Row<typeof s.popups>[] {
  const summerFeature = featureEvents.find((feature) => feature.title === "夏のインターンシップ特集");
  const internship = upcoming.find(
    (e) => e.category === "internship" && (e.graduateYears ?? []).includes(POPUP_TARGET_GRADUATE_YEAR),
  );
  const popups: Row<typeof s.popups>[] = [];
  if (summerFeature) {
    popups.push({
      id: 1,
      popupType: "image",
      title: "夏のインターンシップ特集、公開中！",
      message: "実務を体験できる夏季インターンシップを業界別にご紹介しています。",
      imageUrl: null,
      url: featureEventPath(summerFeature.id!),
      eventId: null,
      startsAt: jstDayAt(now, -10, 0),
      endsAt: jstDayAt(now, 60, 0),
      published: true,
      targetPathPrefixes: [],
      targetGraduateYears: [],
      priority: 0,
      createdAt: jstDayAt(now, -10, 0),
    });
  }
  if (internship) {
    popups.push({
      id: 2,
      popupType: "text",
      title: `${POPUP_TARGET_GRADUATE_YEAR % 100}卒のみなさんへ：注目のインターンシップ`,
      message: `「${internship.title}」のエントリー受付中です。締切前に詳細をチェックしましょう。`,
      imageUrl: null,
      url: eventPath(internship.category, internship.id!),
      eventId: internship.id,
      startsAt: jstDayAt(now, -3, 0),
      endsAt: jstDayAt(now, 30, 0),
      published: true,
      targetPathPrefixes: ["/events"],
      targetGraduateYears: [POPUP_TARGET_GRADUATE_YEAR],
      priority: 10,
      createdAt: jstDayAt(now, -3, 0),
    });
  }
  return popups;
}
