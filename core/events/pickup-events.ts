/**
 * Spec §7 pickup events (GET /api/v1/pickup_events, and the ピックアップ section of the prerendered listings): the
 * events editors marked pickup, or under a promotion contract running at that instant; soonest shown schedule first.
 * The API (server/events/catalogue/select-events.ts) and the build (gatsby/event-list-page-plan.ts) both decide with
 * these functions; test/pickup-events-equivalence.test.ts feeds both the same rows.
 */

/** A promotion contract's period, [startsMs, endsMs). */
export type PromotionPeriod = { readonly startsMs: number; readonly endsMs: number };

/** How many pickup events a listing's ピックアップ section shows (the `per` its API call would ask for). */
export const LISTING_PICKUP_COUNT = 4;

/** Pickup, or under a promotion contract running at `asOfMs`. */
export function isPickupAt(isPickup: boolean, promotions: readonly PromotionPeriod[], asOfMs: number): boolean {
  if (isPickup) return true;
  // a plain loop: the API calls this once per event of the catalogue
  for (let k = 0; k < promotions.length; k += 1) {
    const promotion = promotions[k]!;
    if (promotion.startsMs <= asOfMs && promotion.endsMs > asOfMs) return true;
  }
  return false;
}

export type PickupCandidate = {
  id: number;
  isPickup: boolean;
  promotions: readonly PromotionPeriod[];
  /** the start of the schedule the card shows (core/entry-window.ts), null when none is open */
  shownStartMs: number | null;
};

/**
 * The pickup events among `candidates`, in the API's default order (`start_at`): the card's schedule start, events
 * without one last, ties newest id first.
 */
export function pickupEventIds(candidates: readonly PickupCandidate[], asOfMs: number): number[] {
  return candidates
    .filter((event) => isPickupAt(event.isPickup, event.promotions, asOfMs))
    .sort(
      (a, b) =>
        (a.shownStartMs ?? Number.POSITIVE_INFINITY) - (b.shownStartMs ?? Number.POSITIVE_INFINITY) || b.id - a.id,
    )
    .map((event) => event.id);
}
