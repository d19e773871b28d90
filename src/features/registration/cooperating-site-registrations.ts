import { trackRegisterCooperatingSite } from "@/lib/analytics";
import type { CompletionResult } from "./api/registration-types";

/** The cooperating sites the complete call registered the student with (a site with an error_message was not). */
export function registeredCooperatingSiteIds(result: CompletionResult): number[] {
  return result.site_registration_results
    .filter((site) => site.error_message === null)
    .map((site) => site.cooperating_site_id);
}

/** register-cooperating-site, when the complete call registered the student with at least one cooperating site. */
export function reportCooperatingSiteRegistrations(result: CompletionResult): void {
  const ids = registeredCooperatingSiteIds(result);
  if (ids.length > 0) trackRegisterCooperatingSite({ cooperating_site_ids: ids });
}
