import { analyticsCategoryFromPath } from "./analytics-category";
import type { AnalyticsEventName, AnalyticsPayload } from "./analytics-events";

/*
 * One function per spec §9 event; each sends exactly the spec's event name. See docs/analytics.md "Every event" for where each
 * fires. The field table and the push (data-layer.ts) are a separate chunk, loaded on the first event: the pages'
 * first-load JS carries only these wrappers. Events sent before it arrives wait in order; the page's category is read
 * when the event happens, not when it is pushed.
 */

type DataLayerModule = typeof import("./data-layer");
let loaded: DataLayerModule | undefined;
let loading: Promise<DataLayerModule> | undefined;
const waiting: Array<(module: DataLayerModule) => void> = [];

/** Loads the push and its field table (once); after this, events are pushed at once. */
export function loadAnalytics(): Promise<DataLayerModule> {
  loading ??= import("./data-layer").then((module) => {
    loaded = module;
    for (const push of waiting.splice(0)) push(module);
    return module;
  });
  return loading;
}

function send<N extends AnalyticsEventName>(event: N, payload: AnalyticsPayload<N>): void {
  if (typeof window === "undefined") return;
  const given = payload as AnalyticsPayload<N> & { category?: string };
  const withCategory = {
    ...given,
    category: given.category ?? analyticsCategoryFromPath(window.location.pathname),
  } as AnalyticsPayload<N>;
  if (loaded) return loaded.pushAnalyticsEvent(event, withCategory);
  waiting.push((module) => module.pushAnalyticsEvent(event, withCategory));
  loadAnalytics().catch(() => {}); // an analytics chunk that cannot load must not break the page
}

export const trackSetUserProperties = (payload: AnalyticsPayload<"set-user-properties">) =>
  send("set-user-properties", payload);
export const trackSendConfirmEmail = (payload: AnalyticsPayload<"send-confirm-email">) =>
  send("send-confirm-email", payload);
export const trackActionOnRecommend = (payload: AnalyticsPayload<"action-on-recommend">) =>
  send("action-on-recommend", payload);
export const trackEntryViaExternalLink = (payload: AnalyticsPayload<"entry-via-external-link">) =>
  send("entry-via-external-link", payload);
export const trackFollowCompany = (payload: AnalyticsPayload<"follow-company">) => send("follow-company", payload);
export const trackUnfollowCompany = (payload: AnalyticsPayload<"unfollow-company">) =>
  send("unfollow-company", payload);
export const trackSearch = (payload: AnalyticsPayload<"search">) => send("search", payload);
export const trackActionOnPopup = (payload: AnalyticsPayload<"action-on-popup">) => send("action-on-popup", payload);
export const trackRegisterCooperatingSite = (payload: AnalyticsPayload<"register-cooperating-site">) =>
  send("register-cooperating-site", payload);
export const trackModalImpressionCooperatingSite = (payload: AnalyticsPayload<"modal-impression-cooperating-site">) =>
  send("modal-impression-cooperating-site", payload);
export const trackActionOnPrEvent = (payload: AnalyticsPayload<"action-on-pr-event">) =>
  send("action-on-pr-event", payload);
export const trackEventImpression = (payload: AnalyticsPayload<"event_impression">) =>
  send("event_impression", payload);
export const trackStudentEndeavorUpdated = (payload: AnalyticsPayload<"student-endeavor-updated">) =>
  send("student-endeavor-updated", payload);
export const trackStudentEndeavorUpdateSuggested = (payload: AnalyticsPayload<"student-endeavor-update-suggested">) =>
  send("student-endeavor-update-suggested", payload);
export const trackRecruiterExternalLinkClick = (payload: AnalyticsPayload<"recruiter-external-link-click">) =>
  send("recruiter-external-link-click", payload);
export const trackOcEngineerExternalLinkClick = (payload: AnalyticsPayload<"oc-engineer-external-link-click">) =>
  send("oc-engineer-external-link-click", payload);
export const trackOcPlusExternalLinkClick = (payload: AnalyticsPayload<"oc-plus-external-link-click">) =>
  send("oc-plus-external-link-click", payload);
export const trackClickGoogleCalendarViaEntry = (payload: AnalyticsPayload<"click-google-calendar-via-entry">) =>
  send("click-google-calendar-via-entry", payload);
