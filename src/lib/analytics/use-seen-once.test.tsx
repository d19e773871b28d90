import { render } from "@testing-library/react";
import * as React from "react";
import { INTERSECT_THRESHOLD, useSeenOnce } from "./use-seen-once";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit; disconnected: boolean }> = [];

beforeEach(() => {
  observers.length = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});
afterEach(() => delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver);

function Card({ onSeen }: { onSeen: () => void }) {
  const ref = useSeenOnce<HTMLDivElement>(onSeen);
  return <div ref={ref}>card</div>;
}

describe("useSeenOnce", () => {
  it("observes with threshold 0 and reports the first intersection only", () => {
    const onSeen = jest.fn();
    render(<Card onSeen={onSeen} />);
    expect(observers[0]!.options.threshold).toBe(INTERSECT_THRESHOLD);
    expect(INTERSECT_THRESHOLD).toBe(0);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(onSeen).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it("stops observing when the component goes away", () => {
    const { unmount } = render(<Card onSeen={jest.fn()} />);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
