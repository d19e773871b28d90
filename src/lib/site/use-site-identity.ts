import { RENEWAL_LOGO_FLAG, useFeatureFlag } from "../feature-flags";
import { displayName } from "@core/site/display-name";

/** Whether the renewed logo is on, and the display name that goes with it. */
export function useSiteIdentity(): { renewed: boolean; name: string } {
  const renewed = useFeatureFlag(RENEWAL_LOGO_FLAG);
  return { renewed, name: displayName(renewed) };
}
