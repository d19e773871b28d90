import type { Queryable } from "./queryable";

/** /shutore articles published by the build time, newest first. */
export const articlesSql = `
select id, slug_path, title, description, body_markdown, published_at, updated_at
from articles
where published_at is not null and published_at <= now()
order by published_at desc, id desc
`;

export async function queryArticles(db: Queryable): Promise<unknown[]> {
  return (await db.query(articlesSql)).rows;
}
