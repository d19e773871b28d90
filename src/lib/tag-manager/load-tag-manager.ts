import { pushToDataLayer } from "../analytics/data-layer";
import type { SiteEnvironment } from "@core/monitoring/monitoring-config";
import { invalidGtmIdError, isGtmId } from "./gtm-id";
import { GTM_SCRIPT_ORIGIN, tagManagerLoadsIn } from "@core/monitoring/tag-manager-policy";

export { GTM_SCRIPT_ORIGIN, tagManagerLoadsIn };

/**
 * Loads Google Tag Manager with `id` (spec §5: an invalid id is logged with the spec's error and nothing loads).
 * `site_environment` and `analytics_enabled` go into the data layer first: the container's GA tag fires only when
 * `analytics_enabled` is true, which it is in production only (spec §9; docs/monitoring.md says how to set GTM up).
 * Returns whether it loaded.
 */
export function loadTagManager(id: string | null, environment: SiteEnvironment, doc: Document = document): boolean {
  if (id === null) return false;
  if (!isGtmId(id)) {
    console.error(invalidGtmIdError(id));
    return false;
  }
  if (!tagManagerLoadsIn(environment)) return false;
  pushToDataLayer({ site_environment: environment, analytics_enabled: environment === "production" });
  pushToDataLayer({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.async = true;
  script.src = `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
  return true;
}
