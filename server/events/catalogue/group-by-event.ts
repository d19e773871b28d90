/** Rows grouped by their event id, each group in the rows' order. */
export function groupByEvent<T extends { event_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.event_id);
    if (group) group.push(row);
    else groups.set(row.event_id, [row]);
  }
  return groups;
}
