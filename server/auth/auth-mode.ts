import type { Db } from "../../db/client";
import { findFeatureFlag } from "../feature-flags/feature-flag-service";
import { AUTH_MODE_CACHE_MS } from "./auth-mode-cache";

const cacheKey = Symbol.for("mirai.auth.tokenBasedAuth");
type Cache = { [cacheKey]?: { value: boolean; readAt: number } };

/**
 * Spec §4 `token_based_auth`: on, requests authenticate by bearer token (verify answers `valid`);
 * off, by the HttpOnly session cookie (`session_valid`).
 */
export async function isTokenBasedAuth(db: Db, nowMs = Date.now()): Promise<boolean> {
  const holder = globalThis as Cache;
  const cached = holder[cacheKey];
  if (cached && nowMs - cached.readAt < AUTH_MODE_CACHE_MS) return cached.value;
  const value = (await findFeatureFlag(db, "token_based_auth"))?.enabled ?? false;
  holder[cacheKey] = { value, readAt: nowMs };
  return value;
}

/** For tests that switch the flag. */
export function forgetAuthMode(): void {
  delete (globalThis as Cache)[cacheKey];
}
