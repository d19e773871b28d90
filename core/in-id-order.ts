/**
 * The items whose key is among `ids`, in the order of `ids`: GraphQL `in` filters and SQL `= any(…)` do not keep
 * the order a plan or a caller asked for. Ids without an item are skipped.
 */
export function inIdOrder<T>(ids: readonly number[], items: readonly T[], keyOf: (item: T) => number): T[] {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  return ids.flatMap((id) => {
    const item = byKey.get(id);
    return item === undefined ? [] : [item];
  });
}
