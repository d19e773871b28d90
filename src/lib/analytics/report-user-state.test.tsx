import { testCurrentUser } from "@core/test-support/current-user";
import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";
import { reportAnalyticsUserState } from "./report-user-state";

beforeEach(() => resetDataLayer());

const student = (graduate_year_number: number | null) =>
  testCurrentUser({ graduate_year_number, entries_count: 2, mail_campaign_types: ["event_info"], scout_enabled: true });

const signedInState = {
  entry_state: true,
  mail_weekly_magazine: false,
  mail_event_info: true,
  mail_whats_new_favorite_companies: false,
  scout_state: true,
};

describe("reportAnalyticsUserState", () => {
  it("pushes only set-user-properties for an anonymous visitor, all null or false (spec §4)", () => {
    reportAnalyticsUserState(null);
    expect(dataLayerEntries()).toEqual([
      {
        event: "set-user-properties",
        entry_state: false,
        mail_weekly_magazine: null,
        mail_event_info: null,
        mail_whats_new_favorite_companies: null,
        scout_state: null,
      },
    ]);
  });

  it.each([2025, 2028])(
    "for a %i graduate, sets the customer-engagement attributes (no event) before set-user-properties (spec §6)",
    (year) => {
      reportAnalyticsUserState(student(year));
      expect(dataLayerEntries()).toEqual([
        { customer_engagement_attributes: { graduate_year_number: year, ...signedInState } },
        { event: "set-user-properties", ...signedInState },
      ]);
    },
  );

  it.each([2024, 2029, null])(
    "for a graduate of %p, pushes set-user-properties and no customer-engagement attributes",
    (year) => {
      reportAnalyticsUserState(student(year));
      expect(dataLayerEntries()).toEqual([{ event: "set-user-properties", ...signedInState }]);
    },
  );

  it("never gives the customer-engagement tool a name, e-mail address or user id", () => {
    reportAnalyticsUserState(student(2026));
    const pushed = JSON.stringify(dataLayerEntries());
    for (const personal of ["太郎", "山田", "student@example.com", "u-0001", '"id"'])
      expect(pushed).not.toContain(personal);
  });
});
