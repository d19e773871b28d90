export type ParsedQuery = Record<string, string | string[]>;

/**
 * Spec §7: arrays travel as repeated bracketed keys (`prefectures[]=13&prefectures[]=14` → `{ prefectures: ["13", "14"] }`).
 * A plain key given twice also becomes an array, so a schema expecting one value rejects the ambiguity
 * instead of silently picking one.
 */
export function parseQuery(searchParams: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = {};
  for (const [rawKey, value] of searchParams) {
    const isArrayKey = rawKey.endsWith("[]");
    const key = isArrayKey ? rawKey.slice(0, -2) : rawKey;
    const existing = query[key];
    if (existing === undefined) {
      query[key] = isArrayKey ? [value] : value;
    } else if (Array.isArray(existing)) {
      existing.push(value);
    } else {
      query[key] = [existing, value];
    }
  }
  return query;
}
