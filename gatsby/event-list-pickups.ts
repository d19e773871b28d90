import { pickupEventIds, type PromotionPeriod } from "../core/events/pickup-events";

/** The Event node fields that decide whether, and where, an event is a pickup. */
export type PickupEventNode = {
  db_id: number;
  is_pickup: boolean;
  closest_schedule: { start_at: string } | null;
};

/** The PromotionContract node fields (nodes are the contracts running at build time, of any publication type). */
export type PromotionContractPeriodNode = { event_db_id: number; starts_at: string; ends_at: string };

/** The pickup events at build time `asOfMs`, in display order: the rule of GET /api/v1/pickup_events. */
export function buildPickupEventIds(
  events: readonly PickupEventNode[],
  contracts: readonly PromotionContractPeriodNode[],
  asOfMs: number,
): number[] {
  const periods = new Map<number, PromotionPeriod[]>();
  for (const contract of contracts) {
    const list = periods.get(contract.event_db_id) ?? [];
    list.push({ startsMs: Date.parse(contract.starts_at), endsMs: Date.parse(contract.ends_at) });
    periods.set(contract.event_db_id, list);
  }
  return pickupEventIds(
    events.map((event) => ({
      id: event.db_id,
      isPickup: event.is_pickup,
      promotions: periods.get(event.db_id) ?? [],
      shownStartMs: event.closest_schedule === null ? null : Date.parse(event.closest_schedule.start_at),
    })),
    asOfMs,
  );
}
