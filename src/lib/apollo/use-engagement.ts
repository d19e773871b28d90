import * as React from "react";
import {
  ANONYMOUS_SNAPSHOT,
  createEngagementStore,
  type EngagementSnapshot,
  type EngagementStore,
} from "./engagement-store";

let pageStore: EngagementStore | undefined;

/** One store per page load, shared by every button on it (so the viewer query runs once). */
function defaultStore(): EngagementStore {
  return (pageStore ??= createEngagementStore());
}

const EngagementStoreContext = React.createContext<EngagementStore | null>(null);

/** Tests (and any page that wants its own) provide a store; otherwise the page's shared store is used. */
export const EngagementStoreProvider = EngagementStoreContext.Provider;

/** The engagement state for a button; the server render and the first client render are anonymous. */
export function useEngagement(): { snapshot: EngagementSnapshot; store: EngagementStore } {
  const provided = React.useContext(EngagementStoreContext);
  const store = provided ?? defaultStore();
  const snapshot = React.useSyncExternalStore(store.subscribe, store.getSnapshot, () => ANONYMOUS_SNAPSHOT);
  React.useEffect(() => store.start(), [store]);
  return { snapshot, store };
}
