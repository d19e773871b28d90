import type { Queryable } from "./queryable";

export const businessCategoriesSql = `
select id, name, icon_key, display_order from business_categories order by display_order, id
`;

export async function queryBusinessCategories(db: Queryable): Promise<unknown[]> {
  return (await db.query(businessCategoriesSql)).rows;
}
