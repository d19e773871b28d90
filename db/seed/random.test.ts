import { createRandom, mulberry32, streamFor } from "./random";

describe("mulberry32", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe("createRandom", () => {
  it("keeps int() within bounds and reaches both ends", () => {
    const random = createRandom(7);
    const values = Array.from({ length: 2000 }, () => random.int(1, 4));
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(4);
  });

  it("samples distinct items and builds v4-shaped uuids", () => {
    const random = createRandom(7);
    const picked = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("weightedIndex never picks a zero weight", () => {
    const random = createRandom(1);
    const picks = new Set(Array.from({ length: 500 }, () => random.weightedIndex([0, 3, 0, 1])));
    expect([...picks].sort()).toEqual([1, 3]);
  });
});

describe("streamFor", () => {
  it("gives independent, reproducible streams per purpose", () => {
    expect(streamFor(1, "events").next()).toBe(streamFor(1, "events").next());
    expect(streamFor(1, "events").next()).not.toBe(streamFor(1, "companies").next());
  });
});
