/**
 * SQL (a scalar subquery) for the feature event that presents an event most specifically: the smallest published
 * feature event holding it, ties by lower id; null when none does. A joint fair's card links there (it has no detail
 * page of its own), so the build and the API must agree: both embed this. `eventId` is an SQL expression, e.g. "e.id".
 */
export function ownFeatureEventSql(eventId: string): string {
  return `(
  select fee.feature_event_id
  from feature_event_events fee
  join feature_events fe on fe.id = fee.feature_event_id and fe.published
  where fee.event_id = ${eventId}
  order by (select count(*) from feature_event_events peers where peers.feature_event_id = fee.feature_event_id), fee.feature_event_id
  limit 1
)`;
}
