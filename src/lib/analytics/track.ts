import { pushAnalyticsEvent } from "./data-layer";
import type { AnalyticsPayload } from "./analytics-events";

/* One function per spec §9 event; each sends exactly the spec's event name. See README "Analytics" for where each fires. */

export const trackSetUserProperties = (payload: AnalyticsPayload<"set-user-properties">) => pushAnalyticsEvent("set-user-properties", payload);
export const trackSendConfirmEmail = (payload: AnalyticsPayload<"send-confirm-email">) => pushAnalyticsEvent("send-confirm-email", payload);
export const trackActionOnRecommend = (payload: AnalyticsPayload<"action-on-recommend">) => pushAnalyticsEvent("action-on-recommend", payload);
export const trackEntryViaExternalLink = (payload: AnalyticsPayload<"entry-via-external-link">) => pushAnalyticsEvent("entry-via-external-link", payload);
export const trackFollowCompany = (payload: AnalyticsPayload<"follow-company">) => pushAnalyticsEvent("follow-company", payload);
export const trackUnfollowCompany = (payload: AnalyticsPayload<"unfollow-company">) => pushAnalyticsEvent("unfollow-company", payload);
export const trackSearch = (payload: AnalyticsPayload<"search">) => pushAnalyticsEvent("search", payload);
export const trackActionOnPopup = (payload: AnalyticsPayload<"action-on-popup">) => pushAnalyticsEvent("action-on-popup", payload);
export const trackRegisterCooperatingSite = (payload: AnalyticsPayload<"register-cooperating-site">) => pushAnalyticsEvent("register-cooperating-site", payload);
export const trackModalImpressionCooperatingSite = (payload: AnalyticsPayload<"modal-impression-cooperating-site">) =>
  pushAnalyticsEvent("modal-impression-cooperating-site", payload);
export const trackActionOnPrEvent = (payload: AnalyticsPayload<"action-on-pr-event">) => pushAnalyticsEvent("action-on-pr-event", payload);
export const trackEventImpression = (payload: AnalyticsPayload<"event_impression">) => pushAnalyticsEvent("event_impression", payload);
export const trackStudentEndeavorUpdated = (payload: AnalyticsPayload<"student-endeavor-updated">) => pushAnalyticsEvent("student-endeavor-updated", payload);
export const trackStudentEndeavorUpdateSuggested = (payload: AnalyticsPayload<"student-endeavor-update-suggested">) =>
  pushAnalyticsEvent("student-endeavor-update-suggested", payload);
export const trackRecruiterExternalLinkClick = (payload: AnalyticsPayload<"recruiter-external-link-click">) =>
  pushAnalyticsEvent("recruiter-external-link-click", payload);
export const trackOcEngineerExternalLinkClick = (payload: AnalyticsPayload<"oc-engineer-external-link-click">) =>
  pushAnalyticsEvent("oc-engineer-external-link-click", payload);
export const trackOcPlusExternalLinkClick = (payload: AnalyticsPayload<"oc-plus-external-link-click">) =>
  pushAnalyticsEvent("oc-plus-external-link-click", payload);
export const trackClickGoogleCalendarViaEntry = (payload: AnalyticsPayload<"click-google-calendar-via-entry">) =>
  pushAnalyticsEvent("click-google-calendar-via-entry", payload);
