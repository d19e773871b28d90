import { createPreloadQueue, PRELOAD_QUEUE_LIMIT } from "./preload-queue";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("createPreloadQueue", () => {
  it("runs at most 4 preloads at once and starts the next as one settles, in order", async () => {
    expect(PRELOAD_QUEUE_LIMIT).toBe(4);
    const preload = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, () => deferred<string>());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      preload(() => {
        started.push(index);
        return task.promise;
      }),
    );

    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]!.resolve("two");
    await expect(results[2]).resolves.toBe("two");
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    tasks[0]!.reject(new Error("preload failed"));
    await expect(results[0]).rejects.toThrow("preload failed");
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);

    for (const task of tasks) task.resolve("done");
    await expect(Promise.all([results[1], results[3], results[4], results[5]])).resolves.toEqual([
      "done",
      "done",
      "done",
      "done",
    ]);
  });

  it("frees the slot of a task that throws before returning a promise", async () => {
    const preload = createPreloadQueue(1);
    const failing = preload(() => {
      throw new Error("sync");
    });
    await expect(failing).rejects.toThrow("sync");
    await expect(preload(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
