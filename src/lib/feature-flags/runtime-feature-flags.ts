import { api } from "../api";

/**
 * One request per flag key per page load, shared by every component (header logo, document title…):
 * the promise is cached for the life of the page, failures included (they keep the build value).
 */
const requests = new Map<string, Promise<boolean | undefined>>();
const resolvedValues = new Map<string, boolean>();

export function loadRuntimeFeatureFlag(key: string): Promise<boolean | undefined> {
  let request = requests.get(key);
  if (!request) {
    request = api.getFeatureFlag(key).then(
      (flag) => {
        if (typeof flag?.enabled !== "boolean") return undefined;
        resolvedValues.set(key, flag.enabled);
        return flag.enabled;
      },
      (error: unknown) => {
        console.warn(`Feature flag ${key} could not be re-checked; keeping the build value.`, error);
        return undefined;
      },
    );
    requests.set(key, request);
  }
  return request;
}

/** The run-time value if it has already arrived (later client-side navigations start from it). */
export function resolvedRuntimeFeatureFlag(key: string): boolean | undefined {
  return resolvedValues.get(key);
}

/** Forgets every run-time value, as a new page load would. */
export function clearRuntimeFeatureFlags(): void {
  requests.clear();
  resolvedValues.clear();
}
