import { IDLE_CALLBACK_FALLBACK_MS, onIdle } from "./on-idle";

describe("onIdle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("uses requestIdleCallback with the timeout when the browser has it", () => {
    const requestIdleCallback = jest.fn();
    const setTimeout = jest.fn();
    const work = jest.fn();
    onIdle(work, { timeout: 2000 }, { requestIdleCallback, setTimeout } as unknown as Window);

    expect(setTimeout).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(work).not.toHaveBeenCalled();
    (requestIdleCallback.mock.calls[0]![0] as () => void)();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("falls back to a 50 ms timer without it", () => {
    const work = jest.fn();
    onIdle(work, { timeout: 2000 }, { setTimeout: globalThis.setTimeout } as unknown as Window);

    expect(IDLE_CALLBACK_FALLBACK_MS).toBe(50);
    jest.advanceTimersByTime(49);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
