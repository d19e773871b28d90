/** mulberry32: a tiny, fast 32-bit PRNG. Same seed → same sequence on every platform. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items, in random order */
  sample<T>(items: readonly T[], k: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** index chosen with the given relative weights */
  weightedIndex(weights: readonly number[]): number;
  hex(length: number): string;
  /** RFC 4122 version-4 shaped uuid built from this generator */
  uuid(): string;
};

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const hex = (length: number) => {
    let out = "";
    for (let i = 0; i < length; i += 1) out += Math.floor(next() * 16).toString(16);
    return out;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T>(items: readonly T[], k: number): T[] => shuffle(items).slice(0, Math.min(k, items.length)),
    shuffle,
    weightedIndex: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let r = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        r -= weights[i] as number;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    hex,
    uuid: () => {
      const variant = (8 + Math.floor(next() * 4)).toString(16);
      return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
    },
  };
}

/** Independent deterministic stream per purpose, so adding rows to one builder does not shift the others. */
export function streamFor(baseSeed: number, purpose: string): Random {
  let h = 2166136261 ^ baseSeed;
  for (let i = 0; i < purpose.length; i += 1) {
    h = Math.imul(h ^ purpose.charCodeAt(i), 16777619);
  }
  return createRandom(h >>> 0);
}
