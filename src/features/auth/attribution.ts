import type { UserAttribution, UtmParameters } from "./api/auth-endpoints";

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Every landing-query key POST /api/v1/users carries. */
export const ATTRIBUTION_KEYS = [...UTM_KEYS, "waad", "vid", "fxuid", "pbid", "a8", "friend_referral_code"] as const;

const STORAGE_KEY = "mirai_landing_attribution";
/** The server's limits (signUpRequestSchema); a longer value is left out rather than failing the registration. */
function maxLength(key: string): number {
  return key === "friend_referral_code" ? 50 : 200;
}

function usable(key: string, value: unknown): value is string {
  return typeof value === "string" && value !== "" && value.length <= maxLength(key);
}

function pick<K extends string>(search: string, keys: readonly K[]): Partial<Record<K, string>> {
  const params = new URLSearchParams(search);
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (usable(key, value)) picked[key] = value;
  }
  return picked;
}

/** The utm_* of a query string (empty values left out). */
export function utmFromSearch(search: string): UtmParameters {
  return pick(search, UTM_KEYS);
}

export function attributionFromSearch(search: string): UserAttribution {
  return pick(search, ATTRIBUTION_KEYS);
}

/**
 * Keeps the landing page's attribution for the browser tab (sessionStorage), so that it survives navigation to
 * /user_registrations. A later page with attribution of its own replaces it; a page without any keeps it.
 */
export function rememberLandingAttribution(
  search: string,
  storage: Storage | undefined = sessionStorageOrUndefined(),
): void {
  const attribution = attributionFromSearch(search);
  if (!storage || Object.keys(attribution).length === 0) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or disabled: the current page's query is still used.
  }
}

/** The remembered landing attribution, overridden key by key by the current page's query. */
export function attributionForRegistration(
  search: string,
  storage: Storage | undefined = sessionStorageOrUndefined(),
): UserAttribution {
  return { ...readStored(storage), ...attributionFromSearch(search) };
}

function readStored(storage: Storage | undefined): UserAttribution {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return {};
    const stored: UserAttribution = {};
    for (const key of ATTRIBUTION_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (usable(key, value)) stored[key] = value;
    }
    return stored;
  } catch {
    return {};
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
