import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * false while prerendering and in the hydrating render, true after (and in every render of a component mounted
 * later): a loader whose state depends on the address's query shows what was prerendered until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
