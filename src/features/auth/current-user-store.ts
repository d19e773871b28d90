import type { CurrentUser } from "@core/api/current-user";
import { ResponseError } from "@/lib/api/errors";

export type CurrentUserState =
  | { status: "anonymous"; user: null }
  | { status: "loading"; user: null }
  | { status: "signed_in"; user: CurrentUser };

export const ANONYMOUS: CurrentUserState = Object.freeze({ status: "anonymous", user: null });
export const LOADING: CurrentUserState = Object.freeze({ status: "loading", user: null });

export interface CurrentUserStoreDependencies {
  /** Whether a session may exist (the hint cookie); false means anonymous without any call. */
  hasSessionHint: () => boolean;
  clearSessionHint: () => void;
  loadCurrentUser: () => Promise<CurrentUser>;
}

export interface CurrentUserStore {
  /** The state as components should see it: `loading` while a hinted session has not been asked about yet. */
  getSnapshot: () => CurrentUserState;
  subscribe: (listener: () => void) => () => void;
  /** Starts the one load of this page load (no-op after the first call); resolves with the settled state. */
  ensureLoaded: () => Promise<CurrentUserState>;
  /** After sign-out: anonymous from now on; an answer still in flight is ignored. */
  setAnonymous: () => void;
  /** A signed-in student's fields that changed on this page (e.g. an unread count after reading); no-op otherwise. */
  updateUser: (changes: Partial<CurrentUser>) => void;
}

/**
 * The signed-in state, loaded once per page load and shared by every component (header, follow and clip buttons…).
 * Without the hint cookie it is anonymous and makes no call. A 401 clears the hint; any other failure leaves the
 * visitor anonymous for this page load but keeps the hint, so the next page asks again.
 */
export function createCurrentUserStore(deps: CurrentUserStoreDependencies): CurrentUserStore {
  let state: CurrentUserState | null = null; // null: not asked yet
  let load: Promise<CurrentUserState> | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: CurrentUserState) {
    if (state === next) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    getSnapshot: () => state ?? (deps.hasSessionHint() ? LOADING : ANONYMOUS),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureLoaded() {
      if (load) return load;
      if (!deps.hasSessionHint()) {
        set(ANONYMOUS);
        load = Promise.resolve(ANONYMOUS);
        return load;
      }
      set(LOADING);
      const started = generation;
      load = deps.loadCurrentUser().then(
        (user): CurrentUserState => {
          if (started !== generation) return ANONYMOUS;
          const next: CurrentUserState = { status: "signed_in", user };
          set(next);
          return next;
        },
        (error: unknown): CurrentUserState => {
          if (error instanceof ResponseError && error.status === 401) deps.clearSessionHint();
          else console.warn("The current user could not be loaded; showing the page as anonymous.", error);
          if (started === generation) set(ANONYMOUS);
          return ANONYMOUS;
        },
      );
      return load;
    },
    updateUser(changes) {
      if (state?.status === "signed_in") set({ status: "signed_in", user: { ...state.user, ...changes } });
    },
    setAnonymous() {
      generation += 1;
      load = Promise.resolve(ANONYMOUS);
      set(ANONYMOUS);
    },
  };
}
