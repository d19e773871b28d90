export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | null | undefined | ReadonlyArray<QueryScalar | null | undefined>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function formatScalar(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Spec §7: arrays as repeated bracketed keys (`prefectures[]=13&prefectures[]=14`), dates ISO 8601,
 * undefined/null omitted. Returns "" or a string starting with "?".
 */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return "";
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const arrayKey = `${encodeURIComponent(key.endsWith("[]") ? key.slice(0, -2) : key)}[]`;
      for (const item of value as ReadonlyArray<QueryScalar | null | undefined>) {
        if (item === undefined || item === null) continue;
        pairs.push(`${arrayKey}=${encodeURIComponent(formatScalar(item))}`);
      }
      continue;
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(formatScalar(value as QueryScalar))}`);
  }
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
}
