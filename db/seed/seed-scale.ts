import { z } from "zod";

export const seedScaleSchema = z.enum(["small", "large"]);
export type SeedScale = z.infer<typeof seedScaleSchema>;

export type SeedCounts = {
  companies: number;
  events: number;
  companyReviews: number;
  eventReviews: number;
  videoBundles: number;
  shortVideos: number;
  users: number;
};

const smallCounts: SeedCounts = {
  companies: 320,
  events: 1600,
  companyReviews: 3200,
  eventReviews: 1600,
  videoBundles: 220,
  shortVideos: 100,
  users: 400,
};

/** Large is ten times small for every content type. */
export function countsFor(scale: SeedScale): SeedCounts {
  if (scale === "small") return smallCounts;
  const large = {} as SeedCounts;
  for (const [key, value] of Object.entries(smallCounts) as [keyof SeedCounts, number][]) large[key] = value * 10;
  return large;
}

/** Fixed base seed of every random stream. */
export const SEED = 20_270_401;
