/** Flag keys are data and keep the spec's names (spec §3 "Feature flags"). */
export const RENEWAL_LOGO_FLAG = "renewal_oc_web_logo";
export const ENTRY_COURSES_FLAG = "entry_courses_with_event";
/** On: the home page's top ads come from the promotion API in the browser; off: the build's contracts, prerendered. */
export const TOP_ADS_API_FLAG = "use_new_top_ads_api";
