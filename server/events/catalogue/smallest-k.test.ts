import { smallestK } from "./smallest-k";

describe("smallestK", () => {
  const values = [5, 3, 9, 1, 3, 7, 2, 8, 6, 4, 0, 3];
  const before = (a: number, b: number) => values[a]! < values[b]! || (values[a] === values[b] && a < b);
  const sorted = values.map((_, index) => index).sort((a, b) => (before(a, b) ? -1 : 1));

  it.each([0, 1, 2, 5, values.length - 1, values.length, values.length + 5])(
    "gives the first %i in order, as a full sort would",
    (k) => {
      expect(smallestK(values.length, k, before)).toEqual(sorted.slice(0, k));
    },
  );

  it("keeps ties in the order `before` gives them", () => {
    expect(smallestK(values.length, 5, before).map((index) => values[index])).toEqual([0, 1, 2, 3, 3]);
    expect(smallestK(values.length, 5, before).slice(3)).toEqual([1, 4]);
  });

  it("matches a full sort on larger random input", () => {
    const random = Array.from({ length: 2000 }, (_, index) => (index * 7919) % 211);
    const order = (a: number, b: number) => random[a]! < random[b]! || (random[a] === random[b] && a > b);
    const expected = random.map((_, index) => index).sort((a, b) => (order(a, b) ? -1 : 1));
    expect(smallestK(random.length, 137, order)).toEqual(expected.slice(0, 137));
  });
});
