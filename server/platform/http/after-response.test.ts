import { afterResponse } from "./after-response";

describe("afterResponse", () => {
  it("hands the work to context.waitUntil and returns before it settles", async () => {
    const pending: Promise<unknown>[] = [];
    let finish!: () => void;
    let done = false;
    const work = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }).then(() => {
        done = true;
      });
    await afterResponse({ waitUntil: (promise) => pending.push(promise) }, work);
    expect(pending).toHaveLength(1);
    expect(done).toBe(false);
    finish();
    await pending[0];
    expect(done).toBe(true);
  });

  it("awaits the work itself without a platform context (tests calling a handler directly)", async () => {
    let done = false;
    await afterResponse({}, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done = true;
    });
    expect(done).toBe(true);
  });
});
