import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/**
 * Promotion contracts (paid placements) running at build time for published events, in display order: the same
 * rows, in the same order, as GET /api/v1/promotion_contract_events answers (server/promotions).
 */
export const promotionContractsSql = `
select pc.id, pc.event_id, pc.ad_place_key, pc.publication_type, pc.catch_copy, pc.image_url, pc.starts_at, pc.ends_at, pc.display_order
from promotion_contracts pc
join events e on e.id = pc.event_id
where pc.starts_at <= now() and pc.ends_at > now() and ${publishedEventCondition}
order by pc.display_order, pc.id
`;

export async function queryPromotionContracts(db: Queryable): Promise<unknown[]> {
  return (await db.query(promotionContractsSql)).rows;
}
