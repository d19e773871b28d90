import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";
import { createImpressionList, IMPRESSION_BATCH_MS } from "./event-impressions";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
}

beforeEach(() => {
  jest.useFakeTimers();
  resetDataLayer();
  setVisibility("visible");
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe("event impressions", () => {
  it("gathers the ids seen within the window into one push per list", () => {
    const pickup = createImpressionList("home_pickup");
    const internships = createImpressionList("home_new_internship", "internship");
    pickup(11);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS - 1);
    pickup(12);
    internships(21);
    expect(dataLayerEntries()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "unknown",
        interaction: "item-impression",
        event_ids: [11, 12],
        list: "home_pickup",
      },
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [21],
        list: "home_new_internship",
      },
    ]);
  });

  it("starts a new window after a push", () => {
    const listing = createImpressionList("listing", "seminar");
    listing(1);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    listing(2);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(dataLayerEntries().map((entry) => entry.event_ids)).toEqual([[1], [2]]);
  });

  it("sends an id once per list and page view, however often the card comes back into view", () => {
    const listing = createImpressionList("listing", "seminar");
    listing(1);
    listing(1);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    listing(1);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(dataLayerEntries().map((entry) => entry.event_ids)).toEqual([[1]]);
    // the next page view makes its lists afresh
    createImpressionList("listing", "seminar")(1);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(dataLayerEntries().map((entry) => entry.event_ids)).toEqual([[1], [1]]);
  });

  it("sends at once when the page is left (pagehide), and nothing more when the timer would have run", () => {
    createImpressionList("deadline_soon")(5);
    window.dispatchEvent(new Event("pagehide"));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "unknown",
        interaction: "item-impression",
        event_ids: [5],
        list: "deadline_soon",
      },
    ]);
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(dataLayerEntries()).toHaveLength(1);
  });

  it("sends at once when the page is hidden, not when it becomes visible", () => {
    const list = createImpressionList("company_events", "company");
    list(7);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(dataLayerEntries()).toEqual([]);
    setVisibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "company",
        interaction: "item-impression",
        event_ids: [7],
        list: "company_events",
      },
    ]);
  });

  it("takes the page's category when the card is seen, not when the batch goes out", () => {
    window.history.pushState({}, "", "/events/internship");
    const list = createImpressionList("listing");
    list(3);
    window.history.pushState({}, "", "/");
    jest.advanceTimersByTime(IMPRESSION_BATCH_MS);
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [3],
        list: "listing",
      },
    ]);
  });
});
