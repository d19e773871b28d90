import { logUnhandledRejections, UNHANDLED_REJECTION_LOG, wasLoggedRejection } from "./logged-rejections";

describe("logUnhandledRejections (spec §8: logged only)", () => {
  afterEach(() => jest.restoreAllMocks());

  function reject(reason: unknown) {
    window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason, promise: Promise.resolve() }));
  }

  test("logs the rejection, and remembers it so that monitoring drops it", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const stop = logUnhandledRejections();
    const reason = new Error("rejected");
    reject(reason);
    reject("plain");
    stop();
    expect(warn).toHaveBeenCalledWith(UNHANDLED_REJECTION_LOG, reason);
    expect(error).not.toHaveBeenCalled();
    expect(wasLoggedRejection(reason)).toBe(true);
    expect(wasLoggedRejection("plain")).toBe(true);
    expect(wasLoggedRejection(new Error("rejected"))).toBe(false);
  });

  test("stopped, it logs nothing", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    logUnhandledRejections()();
    reject(new Error("later"));
    expect(warn).not.toHaveBeenCalled();
  });
});
