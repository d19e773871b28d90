import { setSafeTimeout, TIMER_MAXIMUM_MS } from "./timer-maximum";

describe("setSafeTimeout", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("names the spec's timer maximum", () => {
    expect(TIMER_MAXIMUM_MS).toBe(2147483647);
  });

  it("waits the given delay", () => {
    const fired = jest.fn();
    setSafeTimeout(fired, 1000);
    jest.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("clamps a longer delay to the maximum instead of firing at once", () => {
    const spy = jest.spyOn(globalThis, "setTimeout");
    const fired = jest.fn();
    setSafeTimeout(fired, TIMER_MAXIMUM_MS * 10);
    expect(spy).toHaveBeenLastCalledWith(fired, TIMER_MAXIMUM_MS);
    jest.advanceTimersByTime(TIMER_MAXIMUM_MS - 1);
    expect(fired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("treats a negative delay as 0, and can be cleared", () => {
    const fired = jest.fn();
    setSafeTimeout(fired, -5);
    jest.advanceTimersByTime(0);
    expect(fired).toHaveBeenCalledTimes(1);
    const cleared = jest.fn();
    clearTimeout(setSafeTimeout(cleared, 10));
    jest.advanceTimersByTime(10);
    expect(cleared).not.toHaveBeenCalled();
  });
});
