export const ERROR_REDIRECT_STORAGE_KEY = "mirai:error-redirect";

/**
 * Spec §4 error-redirect flag: set, with the path, when the runtime sends a navigation to the error screen instead of
 * the page; while it is set the tab is not "loading fine" (the chunk reload counter is not reset). Leaving the error
 * page clears it.
 */
export interface ErrorRedirectFlag {
  set(pathname: string): void;
  /** The path the error screen was shown at, or null. */
  get(): string | null;
  /** Route update: clears the flag when the tab left the path the error screen was shown at. */
  routeChanged(pathname: string): void;
}

export function createErrorRedirectFlag(storage: Storage | null): ErrorRedirectFlag {
  const get = () => storage?.getItem(ERROR_REDIRECT_STORAGE_KEY) ?? null;
  return {
    set(pathname) {
      try {
        storage?.setItem(ERROR_REDIRECT_STORAGE_KEY, pathname);
      } catch {
        // storage full: the flag only holds back the counter's reset
      }
    },
    get,
    routeChanged(pathname) {
      const flagged = get();
      if (flagged !== null && flagged !== pathname) storage?.removeItem(ERROR_REDIRECT_STORAGE_KEY);
    },
  };
}
