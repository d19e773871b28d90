/** One pass over rows that belong to events, keeping their order within each event. */
export function groupByEvent<Row extends { event_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const byEvent = new Map<number, Row[]>();
  for (const row of rows) {
    const list = byEvent.get(row.event_id);
    if (list) list.push(row);
    else byEvent.set(row.event_id, [row]);
  }
  return byEvent;
}
