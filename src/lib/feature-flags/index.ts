export { RENEWAL_LOGO_FLAG } from "./feature-flag-keys";
export { useBuildFeatureFlags } from "./use-build-feature-flags";
export { useFeatureFlag } from "./use-feature-flag";
