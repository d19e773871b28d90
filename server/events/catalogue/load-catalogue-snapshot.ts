import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { ListItemEventRow } from "../listing/event-list-item";
import { groupByEvent } from "../../../core/group-by-event";
import { ownFeatureEventSql } from "../../../db/sql/own-feature-event";
import {
  createCatalogueSnapshot,
  type CatalogueEvent,
  type CataloguePromotion,
  type CatalogueSchedule,
  type CatalogueSnapshot,
  type Popularity,
} from "./catalogue-snapshot";

type Executor = Pick<Db, "execute">;

/** Epoch milliseconds of a timestamptz, exact for the millisecond comparisons the listing makes. */
const ms = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

type EventSnapshotRow = Omit<ListItemEventRow, "clip_count" | "has_companies" | "company_count"> & {
  is_mirai_hosting_event: boolean;
  is_pickup: boolean;
  search_text: string;
  published_ms: number;
  created_ms: number;
  updated_ms: number;
};

type LinkRow = { event_id: number; id: number };

export async function readCatalogueRevision(db: Executor): Promise<number> {
  const result = await db.execute<{ revision: number }>(
    sql`select revision::float8 as revision from catalogue_revisions where id = 1`,
  );
  return result.rows[0]?.revision ?? 0;
}

export async function loadPopularity(db: Executor, nowMs = Date.now()): Promise<Popularity> {
  const result = await db.execute<{ event_id: number; n: number }>(sql`
    select event_id, count(*)::int as n from (select event_id from clips union all select event_id from entries) as actions
    group by event_id`);
  return { counts: new Map(result.rows.map((row) => [row.event_id, row.n])), loadedAtMs: nowMs };
}

async function loadRows(db: Executor) {
  // Published as the build and the event pages read it (publishedEventCondition): without a publication time an event
  // is listed from its creation.
  const published = sql`(select id from events where published)`;
  // One after another: the statements share the transaction's single connection.
  const events = await db.execute<EventSnapshotRow>(sql`
      select e.id, e.title, e.category, e.eye_catch_image_url, e.lottery, e.display_own_logo, e.is_trend_event,
             e.graduate_years, e.grades, e.is_mirai_hosting_event, e.is_pickup, e.search_text,
             ${ms("coalesce(e.published_at, e.created_at)")} as published_ms, ${ms("e.created_at")} as created_ms, ${ms("e.updated_at")} as updated_ms,
             c.id as company_id, c.name as company_name, c.initial_char as company_initial_char, c.square_logo_url, c.official_image_url,
             bc.id as business_category_id, bc.name as business_category_name, c.overall_score::text as overall_score,
             ${sql.raw(ownFeatureEventSql("e.id"))} as feature_event_id
      from events e
      left join companies c on c.id = e.host_company_id
      left join business_categories bc on bc.id = c.business_category_id
      where e.published`);
  const schedules = await db.execute<CatalogueSchedule>(sql`
      select s.id, s.event_id, s.start_at, s.time_limit_at, s.prefecture_code, p.name as prefecture_name, s.is_online,
             s.live_url, s.stopped_entry, ${ms("s.start_at")} as "startMs", ${ms("s.time_limit_at")} as "timeLimitMs"
      from schedules s
      left join prefectures p on p.code = s.prefecture_code
      where not s.canceled and s.event_id in ${published}
      order by s.event_id, s.start_at, s.id`);
  const companies = await db.execute<LinkRow>(
    sql`select event_id, company_id as id from event_companies where event_id in ${published}`,
  );
  const subcategories = await db.execute<LinkRow>(sql`
    select event_id, business_subcategory_id as id from event_business_subcategories where event_id in ${published}`);
  const promotions = await db.execute<CataloguePromotion>(sql`
      select pc.event_id, pc.id, pc.publication_type, pc.image_url, pc.catch_copy,
             ${ms("pc.starts_at")} as "startsMs", ${ms("pc.ends_at")} as "endsMs"
      from promotion_contracts pc
      where pc.event_id in ${published}
      order by pc.event_id, pc.starts_at desc, pc.id desc`);
  return {
    events: events.rows,
    schedules: schedules.rows,
    companies: companies.rows,
    subcategories: subcategories.rows,
    promotions: promotions.rows,
  };
}

type SnapshotRows = Awaited<ReturnType<typeof loadRows>>;

/** Pure: the snapshot's events from the rows the loader reads. */
export function buildCatalogueEvents(rows: SnapshotRows): CatalogueEvent[] {
  const schedulesByEvent = groupByEvent(rows.schedules);
  const companiesByEvent = groupByEvent(rows.companies);
  const subcategoriesByEvent = groupByEvent(rows.subcategories);
  const promotionsByEvent = groupByEvent(rows.promotions);
  return rows.events.map((event): CatalogueEvent => {
    // event_companies holds each company once per event (its primary key): the count is the list's length.
    const participants = (companiesByEvent.get(event.id) ?? []).map((link) => link.id);
    const companyIds = new Set(participants);
    if (event.company_id !== null) companyIds.add(event.company_id);
    const { is_mirai_hosting_event, is_pickup, search_text, published_ms, created_ms, updated_ms, ...row } = event;
    return {
      id: event.id,
      category: event.category,
      publishedMs: published_ms,
      createdMs: created_ms,
      updatedMs: updated_ms,
      graduateYears: event.graduate_years,
      businessSubcategoryIds: (subcategoriesByEvent.get(event.id) ?? []).map((link) => link.id),
      companyIds: [...companyIds],
      isMiraiHostingEvent: is_mirai_hosting_event,
      isPickup: is_pickup,
      hostScore: event.overall_score === null ? null : Number(event.overall_score),
      companyCount: participants.length, // the sort key of start_at_and_company_count; the list item shows the same
      schedules: schedulesByEvent.get(event.id) ?? [],
      promotions: promotionsByEvent.get(event.id) ?? [],
      searchText: search_text,
      row: {
        ...row,
        has_companies: participants.some((id) => id !== event.company_id),
        company_count: participants.length,
      },
    };
  });
}

/** Reads every published event in one repeatable-read transaction, so the data and the revision agree. */
export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  return db.transaction(
    async (tx) => {
      const revision = await readCatalogueRevision(tx);
      const [rows, popularity] = [await loadRows(tx), await loadPopularity(tx)];
      return createCatalogueSnapshot(revision, buildCatalogueEvents(rows), popularity);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
