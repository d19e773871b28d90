import { TIMER_MAXIMUM_MS } from "../runtime/timer-maximum";
import { waitForRetry } from "./retry-policy";

describe("waitForRetry", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits a configured delay beyond the timer maximum as long as a timer can, instead of retrying at once", async () => {
    let waited = false;
    void waitForRetry(TIMER_MAXIMUM_MS * 2, new AbortController().signal).then(() => (waited = true));
    await jest.advanceTimersByTimeAsync(1);
    expect(waited).toBe(false);
    await jest.advanceTimersByTimeAsync(TIMER_MAXIMUM_MS);
    expect(waited).toBe(true);
  });

  it("rejects with the signal's reason when aborted while waiting", async () => {
    const controller = new AbortController();
    const waiting = waitForRetry(1000, controller.signal);
    controller.abort(new Error("left"));
    await expect(waiting).rejects.toThrow("left");
  });
});
