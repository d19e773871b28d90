import { analyticsUserState, type AnalyticsUser } from "./analytics-user-state";
import { CUSTOMER_ENGAGEMENT_VARIABLE, customerEngagementAttributes } from "./customer-engagement";
import { pushDataLayerVariables } from "./data-layer";
import { trackSetUserProperties } from "./track";

/**
 * Once the current user is known (null: an anonymous visitor): the customer-engagement attributes for the spec §6
 * graduation years, then set-user-properties. The variable goes first so that tags fired by the event already see it.
 */
export function reportAnalyticsUserState(user: AnalyticsUser | null): void {
  const attributes = customerEngagementAttributes(user);
  if (attributes) pushDataLayerVariables({ [CUSTOMER_ENGAGEMENT_VARIABLE]: attributes });
  trackSetUserProperties(analyticsUserState(user));
}
