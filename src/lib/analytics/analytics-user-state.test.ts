import { testCurrentUser } from "@core/test-support/current-user";
import { analyticsUserState } from "./analytics-user-state";

describe("analyticsUserState (spec §4)", () => {
  it("is false or null for every field with no user", () => {
    expect(analyticsUserState(null)).toEqual({
      entry_state: false,
      mail_weekly_magazine: null,
      mail_event_info: null,
      mail_whats_new_favorite_companies: null,
      scout_state: null,
    });
  });

  it("has entry_state true only when entries_count is above 0", () => {
    expect(analyticsUserState(testCurrentUser({ entries_count: 0 })).entry_state).toBe(false);
    expect(analyticsUserState(testCurrentUser({ entries_count: 1 })).entry_state).toBe(true);
  });

  it("has one mail flag per mail campaign type the student receives, and scout_state from scout_enabled", () => {
    expect(
      analyticsUserState(
        testCurrentUser({
          mail_campaign_types: ["weekly_magazine", "whats_new_favorite_companies"],
          scout_enabled: true,
        }),
      ),
    ).toEqual({
      entry_state: false,
      mail_weekly_magazine: true,
      mail_event_info: false,
      mail_whats_new_favorite_companies: true,
      scout_state: true,
    });
    expect(analyticsUserState(testCurrentUser({ mail_campaign_types: [], scout_enabled: false }))).toMatchObject({
      mail_weekly_magazine: false,
      mail_event_info: false,
      mail_whats_new_favorite_companies: false,
      scout_state: false,
    });
  });
});
