import type { Queryable } from "./queryable";

/** Published cooperating (partner) sites in display order. */
export const cooperatingSitesSql = `
select
  id, name, partner, square_logo_url, description, service_category,
  graduate_years::int[] as graduate_years, external_links, display_order
from cooperating_sites
where published
order by display_order, id
`;

export async function queryCooperatingSites(db: Queryable): Promise<unknown[]> {
  return (await db.query(cooperatingSitesSql)).rows;
}
