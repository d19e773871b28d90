import type { Queryable } from "./queryable";

export const prefecturesSql = `
select p.code::int as code, p.name, a.name as area_name, a.id::int as area_id
from prefectures p
join areas a on a.id = p.area_id
order by p.code
`;

export async function queryPrefectures(db: Queryable): Promise<unknown[]> {
  return (await db.query(prefecturesSql)).rows;
}
