import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { PromotionContractEvent } from "../../core/api/event-promotions";
import type { EventCategory } from "../../core/event-category";
import { toIsoString, type DbTimestamp } from "../platform/database/db-timestamp";
import { publishedEventCondition } from "../event-records/published-event-sql";
import { loadEventListItems } from "../events/listing/event-list-item";

export type PromotionFilters = {
  category?: EventCategory;
  graduates?: readonly number[];
  adPlace?: string;
  publicationType?: string;
  companyId?: number;
};

type ContractRow = {
  id: number;
  event_id: number;
  ad_place_key: string;
  publication_type: string;
  image_url: string | null;
  catch_copy: string | null;
  starts_at: DbTimestamp;
  ends_at: DbTimestamp;
};

function filterConditions(filters: PromotionFilters, now: Date): SQL {
  const conditions: SQL[] = [
    sql`pc.starts_at <= ${now.toISOString()} and pc.ends_at > ${now.toISOString()}`,
    publishedEventCondition("e", now),
  ];
  if (filters.category) conditions.push(sql`e.category = ${filters.category}`);
  if (filters.graduates && filters.graduates.length > 0) {
    conditions.push(sql`e.graduate_years && ${sql.param([...filters.graduates])}::smallint[]`);
  }
  if (filters.adPlace) conditions.push(sql`pc.ad_place_key = ${filters.adPlace}`);
  if (filters.publicationType) conditions.push(sql`pc.publication_type = ${filters.publicationType}`);
  if (filters.companyId !== undefined) conditions.push(sql`pc.company_id = ${filters.companyId}`);
  return sql.join(conditions, sql` and `);
}

async function withEvents(db: Db, rows: readonly ContractRow[], now: Date): Promise<PromotionContractEvent[]> {
  const items = await loadEventListItems(db, [...new Set(rows.map((row) => row.event_id))], now);
  const itemById = new Map(items.map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const event = itemById.get(row.event_id);
    if (!event) return [];
    return [
      {
        id: row.id,
        ad_place: row.ad_place_key,
        publication_type: row.publication_type,
        image_url: row.image_url,
        catch_copy: row.catch_copy,
        starts_at: toIsoString(row.starts_at),
        ends_at: toIsoString(row.ends_at),
        event,
      },
    ];
  });
}

const contractColumns = sql`pc.id, pc.event_id, pc.ad_place_key, pc.publication_type, pc.image_url, pc.catch_copy, pc.starts_at, pc.ends_at`;

/** Contracts running at `now` for published events, in their display order. */
export async function listPromotionContractEvents(
  db: Db,
  filters: PromotionFilters,
  now: Date = new Date(),
): Promise<PromotionContractEvent[]> {
  const result = await db.execute<ContractRow>(sql`
    select ${contractColumns}
    from promotion_contracts pc
    join events e on e.id = pc.event_id
    where ${filterConditions(filters, now)}
    order by pc.display_order, pc.id`);
  return withEvents(db, result.rows, now);
}

/** A seed for the shuffled order of recommended promotions, in the range the API accepts. */
export function newSampleSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}

/**
 * Running contracts in an order shuffled by `sampleSeed` (a hash of seed and contract id): the same seed always
 * gives the same order, so paging through one seed neither repeats nor skips a contract.
 */
export async function listRecommendedPromotionContractEvents(
  db: Db,
  filters: PromotionFilters,
  paging: { sampleSeed: number; page: number; per: number },
  now: Date = new Date(),
): Promise<PromotionContractEvent[]> {
  const result = await db.execute<ContractRow>(sql`
    select ${contractColumns}
    from promotion_contracts pc
    join events e on e.id = pc.event_id
    where ${filterConditions(filters, now)}
    order by md5(${String(paging.sampleSeed)} || ':' || pc.id::text), pc.id
    limit ${paging.per} offset ${(paging.page - 1) * paging.per}`);
  return withEvents(db, result.rows, now);
}
