/** Flag keys are data and keep the spec's names (spec §3 "Feature flags"). */
export const RENEWAL_LOGO_FLAG = "renewal_oc_web_logo";
export const ENTRY_COURSES_FLAG = "entry_courses_with_event";
