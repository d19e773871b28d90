import { createAnswerCache } from "./answer-cache";

function counter(prefix = "body") {
  let calls = 0;
  return {
    compute: async () => `${prefix}-${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe("createAnswerCache", () => {
  it("reuses an answer until it is maxAgeMs old, then computes it again", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 1_000 });
    const source = counter();
    expect(await cache.answer("a", source.compute, 10_000)).toBe("body-1");
    expect(await cache.answer("a", source.compute, 10_999)).toBe("body-1");
    expect(await cache.answer("a", source.compute, 11_000)).toBe("body-2");
    expect(source.calls).toBe(2);
  });

  it("keeps answers per key", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 1_000 });
    expect(await cache.answer("a", counter("a").compute, 0)).toBe("a-1");
    expect(await cache.answer("b", counter("b").compute, 0)).toBe("b-1");
    expect(await cache.answer("a", counter("other").compute, 1)).toBe("a-1");
  });

  it("shares one computation between concurrent requests for a key", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 1_000 });
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer("a", source.compute, 0)));
    expect(answers).toEqual(["body-1", "body-1", "body-1"]);
    expect(source.calls).toBe(1);
  });

  it("does not hold a failed computation", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 1_000 });
    await expect(cache.answer("a", () => Promise.reject(new Error("database down")), 0)).rejects.toThrow(
      "database down",
    );
    expect(await cache.answer("a", counter().compute, 1)).toBe("body-1");
    expect(cache.size).toBe(1);
  });

  it("lets the least recently used answers go when the bodies exceed maxBytes", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 12 });
    await cache.answer("a", async () => "aaaa", 0);
    await cache.answer("b", async () => "bbbb", 0);
    await cache.answer("a", async () => "unused", 1); // a is now the most recently used
    await cache.answer("c", async () => "cccc", 2);
    await cache.answer("d", async () => "dddd", 3); // 16 bytes: b goes first
    const source = counter();
    expect(await cache.answer("b", source.compute, 4)).toBe("body-1");
    expect(await cache.answer("d", source.compute, 4)).toBe("dddd");
    expect(cache.size).toBe(2); // b (6 bytes) made room by letting a and c go
  });

  it("holds nothing bigger than maxBytes and nothing at all with maxAgeMs 0", async () => {
    const small = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 3 });
    await small.answer("a", async () => "four", 0);
    expect(small.size).toBe(0);
    const off = createAnswerCache({ maxAgeMs: 0, maxBytes: 1_000 });
    const source = counter();
    await Promise.all([off.answer("a", source.compute, 0), off.answer("a", source.compute, 0)]);
    expect(source.calls).toBe(2);
    expect(off.size).toBe(0);
  });

  it("after clear() computes again and does not hold an answer that was being computed across the clear", async () => {
    const cache = createAnswerCache({ maxAgeMs: 1_000, maxBytes: 1_000 });
    let finish!: (body: string) => void;
    const slow = cache.answer("a", () => new Promise<string>((resolve) => (finish = resolve)), 0);
    cache.clear();
    finish("before the write");
    expect(await slow).toBe("before the write");
    expect(await cache.answer("a", async () => "after the write", 1)).toBe("after the write");
  });
});
