import { closestOpenSchedule, type EntryWindow } from "./entry-window";
import { shortGraduateYearLabel } from "./graduate-year";
import type { PlpParams } from "./plp-params";

/**
 * The facts an event card and the listings derive from an event's rows: one pure computation that the build (source
 * plugin, page plans, preview pages) and the API (list items, in-memory catalogue) all call, so a prerendered card
 * and the same card after a sort or filter in the browser never disagree. Which schedule a card shows is decided in
 * ./entry-window.ts.
 */

/** The "prefecture" of online schedules in listings and filters (pref-0). */
export const ONLINE_PLACE_CODE = 0;

/** The online place as lists, filters and the API's `prefectures` name it. */
export const ONLINE_PLACE = { code: ONLINE_PLACE_CODE, name: "オンライン" } as const;

/** A schedule as the card needs it. Canceled schedules may be passed: they are neither counted nor shown. */
export type CardSchedule = EntryWindow & { isOnline: boolean; prefectureCode: number | null };

/** Where a listing finds a schedule: 0 when held online, else its prefecture; null while its place is undecided. */
export function schedulePlaceCode(schedule: Pick<CardSchedule, "isOnline" | "prefectureCode">): number | null {
  return schedule.isOnline ? ONLINE_PLACE_CODE : schedule.prefectureCode;
}

/** The picture of a card: the event's eye-catch image, else its host company's official image. */
export function cardImageUrl(eyeCatchImageUrl: string | null, hostOfficialImageUrl: string | null): string | null {
  return eyeCatchImageUrl ?? hostOfficialImageUrl;
}

/** Every target year once, ascending. */
export function targetGraduateYears(graduateYears: readonly number[]): number[] {
  return [...new Set(graduateYears)].sort((a, b) => a - b);
}

/** "27卒", "28卒": every target year once, ascending. */
export function graduateYearLabels(graduateYears: readonly number[]): string[] {
  return targetGraduateYears(graduateYears).map(shortGraduateYearLabel);
}

/** All target years in one label ("27卒・28卒"); "" when the event targets no year. */
export function graduateYearsLabel(graduateYears: readonly number[]): string {
  return graduateYearLabels(graduateYears).join("・");
}

export type EventCardFacts<T> = {
  shortGraduateYears: string[];
  /** JIS codes of the prefectures of in-person schedules, ascending (no 0) */
  prefectureCodes: number[];
  /** some schedule is held online (the card's オンライン, listing pref-0) */
  online: boolean;
  /** schedules not canceled */
  scheduleCount: number;
  /** the schedule the card shows (entry-window.ts), null: 受付終了 */
  closestSchedule: T | null;
  /** the latest start of the schedules not canceled (hasTakenPlace), null without any */
  lastStartMs: number | null;
};

/**
 * A past event (spec GET /api/v1/events/past_events, the company page's 過去のイベント): it has schedules (not
 * canceled) and every one has started by `nowMs`, i.e. the latest start is before it.
 */
export function hasTakenPlace(lastStartMs: number | null, nowMs: number): boolean {
  return lastStartMs !== null && lastStartMs < nowMs;
}

/** The schedule-derived facts of one event's card at `nowMs` (the build time for prerendered pages). */
export function eventCardFacts<T>(
  graduateYears: readonly number[],
  schedules: readonly T[],
  scheduleOf: (schedule: T) => CardSchedule,
  nowMs: number,
): EventCardFacts<T> {
  const active = schedules.filter((schedule) => !scheduleOf(schedule).canceled);
  const places = new Set<number>();
  for (const schedule of active) {
    const code = schedulePlaceCode(scheduleOf(schedule));
    if (code !== null) places.add(code);
  }
  return {
    shortGraduateYears: graduateYearLabels(graduateYears),
    prefectureCodes: [...places].filter((code) => code !== ONLINE_PLACE_CODE).sort((a, b) => a - b),
    online: places.has(ONLINE_PLACE_CODE),
    scheduleCount: active.length,
    closestSchedule: closestOpenSchedule(active, scheduleOf, nowMs),
    lastStartMs: active.reduce<number | null>((latest, schedule) => {
      const start = scheduleOf(schedule).startMs;
      return latest === null || start > latest ? start : latest;
    }, null),
  };
}

/** What decides which listings (`/events/{category}/gy-…/ind-…/pref-…`) an event belongs to. */
export type ListingMembership = {
  graduateYears: readonly number[];
  /** business categories of the event's business subcategories (the API filters by subcategory) */
  industryIds: readonly number[];
  prefectureCodes: readonly number[];
  online: boolean;
};

/** Whether an event of the listing's category belongs to the listing's filters. */
export function belongsToListing(
  event: ListingMembership,
  params: Pick<PlpParams, "graduateYear" | "businessCategoryId" | "prefectureCode">,
): boolean {
  if (params.graduateYear !== null && !event.graduateYears.includes(params.graduateYear)) return false;
  if (params.businessCategoryId !== null && !event.industryIds.includes(params.businessCategoryId)) return false;
  if (params.prefectureCode === ONLINE_PLACE_CODE) return event.online;
  if (params.prefectureCode !== null && !event.prefectureCodes.includes(params.prefectureCode)) return false;
  return true;
}
