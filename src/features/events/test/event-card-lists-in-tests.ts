import { act } from "@testing-library/react";
import type { FakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";

/** For tests: lets the event card lists rendered so far start watching their cards (the watcher comes by import()). */
export async function eventCardListsWatching(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  });
}

/** Brings the elements into the viewport of the stand-in IntersectionObserver. */
export function bringIntoView(io: FakeIntersectionObserver, elements: readonly Element[]): void {
  act(() => io.show((element) => elements.includes(element)));
}
