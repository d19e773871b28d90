import type { SiteEnvironment } from "./monitoring-config";

/** Where Google Tag Manager's script comes from: the browser's loader and the pages' CSP both name it. */
export const GTM_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** Spec §9: the tag manager loads in production and staging only. */
export function tagManagerLoadsIn(environment: SiteEnvironment): boolean {
  return environment === "production" || environment === "staging";
}
