import { apiPaths } from "@core/api-paths";
import type { RefreshedToken } from "./token-provider";

/**
 * GET {identity}/v1/auth/refresh with credentials and the ajax marker (spec §7). The body is checked by hand
 * (no zod in the browser, see tokenRefreshResponseSchema). Resolves to null on any non-2xx or malformed answer.
 */
export async function requestTokenRefresh(
  baseUrl: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<RefreshedToken | null> {
  const response = await fetchImpl(`${baseUrl}${apiPaths.authRefresh}`, {
    method: "GET",
    credentials: "include",
    headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null) return null;
  const { token, expires_in } = body as { token?: unknown; expires_in?: unknown };
  if (typeof token !== "string" || token === "") return null;
  if (typeof expires_in !== "number" || !Number.isFinite(expires_in) || expires_in <= 0) return null;
  return { token, expires_in };
}
