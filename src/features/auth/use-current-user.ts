import { useEffect, useSyncExternalStore } from "react";
import { ANONYMOUS, type CurrentUserState, type CurrentUserStore } from "./current-user-store";
import { currentUserStore } from "./current-user";

/**
 * `{ status: "anonymous" | "loading" | "signed_in", user }`. Prerendered HTML and hydration are anonymous; right
 * after hydration a visitor with the hint cookie sees `loading`, then the answer of the page's one load.
 */
export function useCurrentUser(store: CurrentUserStore = currentUserStore): CurrentUserState {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => ANONYMOUS);
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);
  return state;
}
