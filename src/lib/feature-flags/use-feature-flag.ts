import { useEffect, useState } from "react";
import { loadRuntimeFeatureFlag, resolvedRuntimeFeatureFlag } from "./runtime-feature-flags";
import { useBuildFeatureFlags } from "./use-build-feature-flags";

/**
 * A flag's value: the build-time value first (so the prerendered HTML and hydration agree), then the
 * run-time value from GET /api/v1/feature_flags/{key}, so a flag change shows without a rebuild.
 * An unknown key counts as off.
 */
export function useFeatureFlag(key: string): boolean {
  const buildValue = useBuildFeatureFlags()[key] ?? false;
  const [runtimeValue, setRuntimeValue] = useState<boolean | undefined>(() => resolvedRuntimeFeatureFlag(key));

  useEffect(() => {
    let active = true;
    void loadRuntimeFeatureFlag(key).then((value) => {
      if (active && value !== undefined) setRuntimeValue(value);
    });
    return () => {
      active = false;
    };
  }, [key]);

  return runtimeValue ?? buildValue;
}
