import type { Queryable } from "./queryable";

export const businessCategoriesSql = `
select b.id, b.name, b.icon_key, b.display_order,
  array(select s.id from business_subcategories s where s.business_category_id = b.id order by s.display_order, s.id)::int[] as subcategory_ids
from business_categories b
order by b.display_order, b.id
`;

export async function queryBusinessCategories(db: Queryable): Promise<unknown[]> {
  return (await db.query(businessCategoriesSql)).rows;
}
