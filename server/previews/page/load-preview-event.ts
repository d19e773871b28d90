import type { Db } from "../../../db/client";
import {
  RELATED_EVENTS_SHOWN,
  buildEventDetailFields,
  buildEventNode,
  buildScheduleNode,
  eventDescriptionItemRowSchema,
  eventDescriptionItemsSqlWhere,
  eventRowSchema,
  eventSummaryImageRowSchema,
  eventSummaryImagesSqlWhere,
  eventSummaryVideoRowSchema,
  eventSummaryVideosSqlWhere,
  eventsSqlWhere,
  parseRows,
  scheduleRowSchema,
  schedulesSqlWhere,
  type SourceEventRow,
} from "../../../catalogue-source";
import type { EventCardData } from "../../../core/events/event-card-data";
import type { EventDetailCompany, EventDetailData } from "../../../core/events/event-detail-data";
import { eventListItemToCard } from "../../../core/events/event-list-item-to-card";
import type { EventRecord } from "../../event-records/load-event-row";
import { loadOtherPublishedEvents } from "../../events/detail/other-published-events";
import { loadRecommendedEvents } from "../../events/recommendations/recommended-events";

/** The build's queries (catalogue-source/), narrowed to the one event being previewed (published or not). */
const ONE_EVENT = "e.id = $1";

async function select(db: Db, text: string, params: unknown[]): Promise<unknown[]> {
  // The pool directly: pg parses timestamptz to Date, as the build's client does, so the plugin's row schemas apply.
  return (await db.$client.query(text, params)).rows;
}

async function loadCompanies(db: Db, ids: readonly number[]): Promise<Map<number, EventDetailCompany>> {
  const rows = (await select(
    db,
    `select c.id as db_id, c.name, c.initial_char, c.square_logo_url, bs.name as business_subcategory_name
     from companies c join business_subcategories bs on bs.id = c.business_subcategory_id
     where c.id = any($1::int[])`,
    [[...ids]],
  )) as EventDetailCompany[];
  return new Map(rows.map((row) => [row.db_id, row]));
}

async function loadNames(
  db: Db,
  table: "prefectures" | "business_categories",
  key: "code" | "id",
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = (await select(db, `select ${key} as key, name from ${table} where ${key} = any($1::int[])`, [
    [...ids],
  ])) as Array<{ key: number; name: string }>;
  return new Map(rows.map((row) => [row.key, row.name]));
}

/**
 * Related events as the detail page lists them, for an event the build has not seen: the host company's other
 * published events and open events suggested for it (the recommendations API's choice), at most as many as the page shows.
 */
async function loadRelatedEvents(
  db: Db,
  record: EventRecord,
  row: SourceEventRow,
  now: Date,
): Promise<Pick<EventDetailData, "other_published_events" | "recommended_events">> {
  const companyIds = row.host_company_id === null ? row.company_ids : [row.host_company_id, ...row.company_ids];
  const [others, recommended] = await Promise.all([
    loadOtherPublishedEvents(db, record, now),
    row.business_category_id === null || row.category === "gosetsu"
      ? Promise.resolve([])
      : loadRecommendedEvents(
          db,
          { eventId: row.id, companyIds, category: row.category, per: RELATED_EVENTS_SHOWN },
          now,
        ),
  ]);
  const toCards = (items: typeof others): EventCardData[] =>
    items.slice(0, RELATED_EVENTS_SHOWN).map(eventListItemToCard);
  return { other_published_events: toCards(others), recommended_events: toCards(recommended) };
}

/**
 * The event exactly as the detail page's query (EventDetailFields) gives it, built at request time by the source
 * plugin's own queries and builders, whether or not it is published. null when no event has this id.
 */
export async function loadPreviewEvent(
  db: Db,
  record: EventRecord,
  now: Date = new Date(),
): Promise<EventDetailData | null> {
  const params = [record.id];
  const [row] = parseRows("events", eventRowSchema, await select(db, eventsSqlWhere(ONE_EVENT), params));
  if (!row) return null;
  const schedules = parseRows("schedules", scheduleRowSchema, await select(db, schedulesSqlWhere(ONE_EVENT), params));
  const contents = {
    descriptionItems: parseRows(
      "event_description_items",
      eventDescriptionItemRowSchema,
      await select(db, eventDescriptionItemsSqlWhere(ONE_EVENT), params),
    ),
    summaryVideos: parseRows(
      "event_summary_videos",
      eventSummaryVideoRowSchema,
      await select(db, eventSummaryVideosSqlWhere(ONE_EVENT), params),
    ),
    summaryImages: parseRows(
      "event_summary_images",
      eventSummaryImageRowSchema,
      await select(db, eventSummaryImagesSqlWhere(ONE_EVENT), params),
    ),
  };
  const node = buildEventNode(row, schedules, now);
  const related = await loadRelatedEvents(db, record, row, now);
  const detail = buildEventDetailFields(
    row,
    schedules,
    contents,
    { other_published_event_db_ids: [], recommended_event_db_ids: [] },
    now,
  );

  const companyIds = [...new Set([...(row.host_company_id === null ? [] : [row.host_company_id]), ...row.company_ids])];
  const scheduleNodes = schedules.map(buildScheduleNode);
  const [companies, prefectureNames, categoryNames] = await Promise.all([
    loadCompanies(db, companyIds),
    loadNames(
      db,
      "prefectures",
      "code",
      scheduleNodes.flatMap((schedule) => (schedule.prefecture_code === null ? [] : [schedule.prefecture_code])),
    ),
    loadNames(db, "business_categories", "id", row.business_category_id === null ? [] : [row.business_category_id]),
  ]);
  const categoryName = row.business_category_id === null ? undefined : categoryNames.get(row.business_category_id);

  return {
    db_id: node.db_id,
    title: node.title,
    category: node.category,
    eye_catch_image_url: node.eye_catch_image_url,
    lottery: node.lottery,
    display_own_logo: node.display_own_logo,
    is_trend_event: node.is_trend_event,
    short_graduate_year: node.short_graduate_year,
    graduate_years: node.graduate_years,
    description_html: detail.description_html,
    description_excerpt: detail.description_excerpt,
    summary: detail.summary,
    application_url: detail.application_url,
    updated_at: node.updated_at,
    description_items: detail.description_items,
    summary_videos: detail.summary_videos.map(({ display_order: _order, ...video }) => video),
    summary_images: detail.summary_images.map(({ display_order: _order, ...image }) => image),
    alert_message: detail.alert_message,
    business_category:
      row.business_category_id !== null && categoryName !== undefined
        ? { db_id: row.business_category_id, name: categoryName }
        : null,
    host_company: row.host_company_id === null ? null : (companies.get(row.host_company_id) ?? null),
    companies: row.company_ids.flatMap((id) => companies.get(id) ?? []),
    schedules: scheduleNodes.map((schedule) => ({
      db_id: schedule.db_id,
      title: schedule.title,
      start_at: schedule.start_at,
      end_at: schedule.end_at,
      time_limit_at: schedule.time_limit_at,
      place: schedule.place,
      is_online: schedule.is_online,
      prefecture:
        schedule.prefecture_code === null
          ? null
          : { code: schedule.prefecture_code, name: prefectureNames.get(schedule.prefecture_code) ?? "" },
      admission_limit_number: schedule.admission_limit_number,
      stopped_entry: schedule.stopped_entry,
      canceled: schedule.canceled,
      has_reached_admission_limit: schedule.has_reached_admission_limit,
    })),
    ...related,
  };
}
