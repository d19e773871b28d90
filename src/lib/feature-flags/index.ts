export { ENTRY_COURSES_FLAG, RENEWAL_LOGO_FLAG, TOP_ADS_API_FLAG } from "./feature-flag-keys";
export { useBuildFeatureFlags } from "./use-build-feature-flags";
export { useFeatureFlag, useSettledFeatureFlag } from "./use-feature-flag";
