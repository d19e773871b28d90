/** For tests: a stand-in IntersectionObserver (jsdom has none) whose observed elements a test brings into view. */
interface Observation {
  element: Element;
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  active: boolean;
}

type ObserverWindow = Window & { IntersectionObserver?: unknown };

export interface FakeIntersectionObserver {
  /** Every element observed so far and still watched. */
  observed(): Element[];
  /** Brings the watched elements that match (all by default) into the viewport. */
  show(matches?: (element: Element) => boolean): void;
  /** Puts jsdom back as it was (no IntersectionObserver). */
  uninstall(): void;
}

export function installFakeIntersectionObserver(): FakeIntersectionObserver {
  const observations: Observation[] = [];
  class StandIn {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observations.push({
        element,
        callback: this.callback,
        observer: this as unknown as IntersectionObserver,
        active: true,
      });
    }
    unobserve(element: Element) {
      for (const watched of observations)
        if (watched.observer === (this as unknown) && watched.element === element) watched.active = false;
    }
    disconnect() {
      for (const watched of observations) if (watched.observer === (this as unknown)) watched.active = false;
    }
    takeRecords() {
      return [];
    }
  }
  (window as ObserverWindow).IntersectionObserver = StandIn;
  const watched = () => observations.filter((observation) => observation.active);
  return {
    observed: () => watched().map((observation) => observation.element),
    show(matches = () => true) {
      for (const observation of watched().filter((candidate) => matches(candidate.element))) {
        const entry = {
          isIntersecting: true,
          target: observation.element,
          intersectionRatio: 1,
        } as unknown as IntersectionObserverEntry;
        observation.callback([entry], observation.observer);
      }
    },
    uninstall() {
      delete (window as ObserverWindow).IntersectionObserver;
    },
  };
}
