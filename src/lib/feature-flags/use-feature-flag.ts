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

/**
 * A flag's value once the run-time answer is in (a failed request: the build value); `undefined` until then. For
 * pages that act on the value (a redirect when a flag is off) and must not act on a build value that is out of date.
 */
export function useSettledFeatureFlag(key: string): boolean | undefined {
  const buildValue = useBuildFeatureFlags()[key] ?? false;
  const [runtime, setRuntime] = useState<{ settled: boolean; value: boolean | undefined }>(() => {
    const value = resolvedRuntimeFeatureFlag(key);
    return { settled: value !== undefined, value };
  });

  useEffect(() => {
    let active = true;
    void loadRuntimeFeatureFlag(key).then((value) => {
      if (active) setRuntime({ settled: true, value });
    });
    return () => {
      active = false;
    };
  }, [key]);

  return runtime.settled ? (runtime.value ?? buildValue) : undefined;
}
