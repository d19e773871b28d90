import { isPickupAt, pickupEventIds } from "./pickup-events";

describe("isPickupAt", () => {
  const contract = { startsMs: 100, endsMs: 200 };
  it("holds for an event marked pickup, whatever its contracts", () => {
    expect(isPickupAt(true, [], 0)).toBe(true);
  });
  it("holds while a contract runs: from its start, until (not at) its end", () => {
    expect([99, 100, 199, 200].map((at) => isPickupAt(false, [contract], at))).toEqual([false, true, true, false]);
  });
});

describe("pickupEventIds", () => {
  it("keeps the pickups, soonest shown start first, events without one last, ties newest id first", () => {
    const event = (id: number, shownStartMs: number | null, isPickup = true) => ({
      id,
      isPickup,
      promotions: [],
      shownStartMs,
    });
    expect(pickupEventIds([event(1, null), event(2, 50), event(3, 50), event(4, 10, false), event(5, 20)], 0)).toEqual([
      5, 3, 2, 1,
    ]);
  });
});
