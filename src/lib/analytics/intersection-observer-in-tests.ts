import { act } from "@testing-library/react";
/** For tests: a fake IntersectionObserver (jsdom has none) whose elements come into view when the test says so. */
type Observation = { element: Element; observer: FakeObserver };

const observations: Observation[] = [];

class FakeObserver {
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(element: Element) {
    observations.push({ element, observer: this });
  }
  unobserve(element: Element) {
    const index = observations.findIndex((observation) => observation.element === element && observation.observer === this);
    if (index >= 0) observations.splice(index, 1);
  }
  disconnect() {
    this.disconnected = true;
    for (let index = observations.length - 1; index >= 0; index--) if (observations[index]!.observer === this) observations.splice(index, 1);
  }
  takeRecords() {
    return [];
  }
}

type ObserverWindow = { IntersectionObserver?: unknown };

export function installFakeIntersectionObserver(): void {
  observations.length = 0;
  (window as ObserverWindow).IntersectionObserver = FakeObserver;
}

export function removeFakeIntersectionObserver(): void {
  observations.length = 0;
  delete (window as ObserverWindow).IntersectionObserver;
}

/** The observers created so far that still watch something, with the options they were made with. */
export function liveObservers(): ReadonlyArray<{ options: IntersectionObserverInit; disconnected: boolean }> {
  return [...new Set(observations.map((observation) => observation.observer))];
}

/** Tells every observer watching one of the elements that it is (or is no longer) in the viewport. */
export function setInView(elements: readonly Element[], isIntersecting = true): void {
  for (const { element, observer } of [...observations]) {
    if (!elements.includes(element) || observer.disconnected) continue;
    observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
  }
}

/** Lets code that starts observing once a lazily imported module is in (the event card lists) start. */
export async function observersStarted(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  });
}
