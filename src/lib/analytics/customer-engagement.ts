import type { AnalyticsUser, AnalyticsUserState } from "./analytics-user-state";
import { analyticsUserState } from "./analytics-user-state";

/** Spec §6: the attribute push to the customer-engagement tool runs only for students graduating in these years. */
export const CUSTOMER_ENGAGEMENT_GRADUATE_YEARS: readonly number[] = [2025, 2026, 2027, 2028];

/** The data layer variable the tag manager forwards to the customer-engagement tool. */
export const CUSTOMER_ENGAGEMENT_VARIABLE = "customer_engagement_attributes";

export type CustomerEngagementAttributes = AnalyticsUserState & { graduate_year_number: number };

/**
 * What the customer-engagement tool may know of a student: the graduation year and the analytics user state (no name,
 * e-mail address or user id). Null for a visitor and for a student outside the spec's years: nothing is pushed.
 */
export function customerEngagementAttributes(user: AnalyticsUser | null): CustomerEngagementAttributes | null {
  const year = user?.graduate_year_number;
  if (!user || year == null || !CUSTOMER_ENGAGEMENT_GRADUATE_YEARS.includes(year)) return null;
  return { graduate_year_number: year, ...analyticsUserState(user) };
}
