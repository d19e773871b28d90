import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { featureFlags } from "../../db/schema";
import type { FeatureFlagResponse, FeatureFlagsResponse } from "../../core/api/feature-flags";

/** null when no flag has this key */
export async function findFeatureFlag(db: Db, key: string): Promise<FeatureFlagResponse | null> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.key, key))
    .limit(1);
  return row ? { enabled: row.enabled } : null;
}

export async function listFeatureFlags(db: Db): Promise<FeatureFlagsResponse> {
  const rows = await db
    .select({ key: featureFlags.key, enabled: featureFlags.enabled })
    .from(featureFlags)
    .orderBy(asc(featureFlags.key));
  return { feature_flags: Object.fromEntries(rows.map((row) => [row.key, row.enabled])) };
}
