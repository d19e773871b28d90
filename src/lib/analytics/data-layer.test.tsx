import { pushAnalyticsEvent, pushDataLayerVariables, pushToDataLayer } from "./data-layer";
import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";
import { trackSearch, trackSetUserProperties } from "./track";

beforeEach(() => {
  resetDataLayer();
  window.history.replaceState(null, "", "/events/internship");
});
afterEach(() => jest.restoreAllMocks());

describe("pushAnalyticsEvent", () => {
  it("creates the data layer when the tag manager has not", () => {
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
    pushToDataLayer({ a: 1 });
    expect(dataLayerEntries()).toEqual([{ a: 1 }]);
  });

  it("adds the page's category and a click's interaction", () => {
    pushAnalyticsEvent("follow-company", { company_id: 3 });
    expect(dataLayerEntries()).toEqual([
      { event: "follow-company", category: "internship", interaction: "click", company_id: 3 },
    ]);
  });

  it("keeps a category the caller gives", () => {
    pushAnalyticsEvent("entry-via-external-link", { event_id: 5, category: "seminar" });
    expect(dataLayerEntries()[0]).toMatchObject({ category: "seminar" });
  });

  it("sends only the fields the event's table names", () => {
    const sneaky = {
      search_type: "video",
      filter_keys: ["sort"],
      result_count: 4,
      search_query: "山田太郎",
    } as Parameters<typeof trackSearch>[0];
    trackSearch(sneaky);
    expect(dataLayerEntries()).toEqual([
      { event: "search", category: "internship", search_type: "video", filter_keys: ["sort"], result_count: 4 },
    ]);
  });

  it("drops a value that does not fit its field and says so outside production", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    pushAnalyticsEvent("follow-company", { company_id: "taro@example.com" as unknown as number });
    expect(dataLayerEntries()).toEqual([{ event: "follow-company", category: "internship", interaction: "click" }]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("refuses free text in a code field", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    trackSearch({ search_type: "video", filter_keys: ["山田 太郎"], result_count: 0 });
    expect(dataLayerEntries()[0]).not.toHaveProperty("filter_keys");
  });

  it("sends null flags for a visitor with no user (spec §4)", () => {
    trackSetUserProperties({
      entry_state: false,
      mail_weekly_magazine: null,
      mail_event_info: null,
      mail_whats_new_favorite_companies: null,
      scout_state: null,
    });
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
});

describe("pushDataLayerVariables", () => {
  it("sets variables without an event", () => {
    pushDataLayerVariables({ customer_engagement_attributes: { graduate_year_number: 2027 } });
    expect(dataLayerEntries()).toEqual([{ customer_engagement_attributes: { graduate_year_number: 2027 } }]);
  });

  it("refuses an event key", () => {
    expect(() => pushDataLayerVariables({ event: "search" } as never)).toThrow("pushAnalyticsEvent");
    expect(dataLayerEntries()).toEqual([]);
  });
});
