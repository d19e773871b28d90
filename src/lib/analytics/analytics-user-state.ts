import type { CurrentUser } from "@core/api/current-user";
import type { AnalyticsPayload } from "./analytics-events";

/** The current user's fields the analytics user state is made of (ids, counts and flags only). */
export type AnalyticsUser = Pick<
  CurrentUser,
  "entries_count" | "mail_campaign_types" | "scout_enabled" | "graduate_year_number"
>;

export type AnalyticsUserState = AnalyticsPayload<"set-user-properties">;

/** Spec §4 "with no user all null or false": nothing is known about a visitor, except that they have made no entry. */
export const ANONYMOUS_ANALYTICS_USER_STATE: AnalyticsUserState = Object.freeze({
  entry_state: false,
  mail_weekly_magazine: null,
  mail_event_info: null,
  mail_whats_new_favorite_companies: null,
  scout_state: null,
});

/**
 * Spec §4 Analytics user state: entry_state is true when entries_count is above 0; each mail flag says whether the
 * student receives that mail campaign type (spec §3), scout_state whether scouts are on.
 */
export function analyticsUserState(user: AnalyticsUser | null): AnalyticsUserState {
  if (!user) return ANONYMOUS_ANALYTICS_USER_STATE;
  const receives = new Set(user.mail_campaign_types);
  return {
    entry_state: user.entries_count > 0,
    mail_weekly_magazine: receives.has("weekly_magazine"),
    mail_event_info: receives.has("event_info"),
    mail_whats_new_favorite_companies: receives.has("whats_new_favorite_companies"),
    scout_state: user.scout_enabled,
  };
}
