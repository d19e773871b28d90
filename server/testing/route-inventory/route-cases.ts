import { apiRoutes } from "../../api-routes";
import { isBrowserGuardFree, isMutatingMethod, type ApiRoute, type HttpMethod } from "../../platform/http/define-route";

/** One operation of the route table: a route, one of its path patterns and one of its methods. */
export type RouteCase = { route: ApiRoute; path: string; method: HttpMethod; name: string };

/** Every (route, path, method) of `apiRoutes`, the table the functions serve and the OpenAPI document describes. */
export const routeCases: readonly RouteCase[] = apiRoutes.flatMap((route) =>
  route.paths.flatMap((path) =>
    route.methods.map((method) => ({ route, path, method, name: `${method} ${path} (${route.operationId})` })),
  ),
);

/** `:name` and `:name?` segments filled with `values[name]`, else with `fallback` (percent-encoded unless `raw`). */
export function fillPath(
  pattern: string,
  values: Readonly<Record<string, string>> = {},
  options: { fallback?: string; raw?: boolean } = {},
): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, (_match, name: string) => {
    const value = values[name] ?? options.fallback ?? "1";
    return options.raw ? value : encodeURIComponent(value);
  });
}

/**
 * serveRoutes' own rule (isMarkerFree): a route declared `ajaxMarker: false` needs no ajax marker on GET, nor on any
 * method when it is browser-guard free (recruiter). The inventory test compares its explicit list with this.
 */
export function needsNoAjaxMarker({ route, method }: RouteCase): boolean {
  return route.ajaxMarker === false && (method === "GET" || isBrowserGuardFree(route));
}

/** serveRoutes' own rule: every mutation needs the CSRF double submit, except on browser-guard free routes. */
export function needsCsrfToken({ route, method }: RouteCase): boolean {
  return isMutatingMethod(method) && !isBrowserGuardFree(route);
}
