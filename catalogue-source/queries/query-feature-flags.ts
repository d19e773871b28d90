import type { Queryable } from "./queryable";

export const featureFlagsSql = `
select key, enabled from feature_flags order by key
`;

export async function queryFeatureFlags(db: Queryable): Promise<unknown[]> {
  return (await db.query(featureFlagsSql)).rows;
}
