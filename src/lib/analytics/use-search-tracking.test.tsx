import { render } from "@testing-library/react";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";
import { useSearchTracking, type ShownSearch } from "./use-search-tracking";

function Results(props: ShownSearch) {
  useSearchTracking(props);
  return null;
}

const noSearch: ShownSearch = { search_type: "company", category: "company", filter_keys: [], result_count: 120, conditions: "" };
const tokyo: ShownSearch = { search_type: "company", category: "company", filter_keys: ["prefectures"], result_count: 12, conditions: "?prefectures=13" };
const osaka: ShownSearch = { ...tokyo, result_count: 5, conditions: "?prefectures=27" };
const pushed = (search: ShownSearch) => ({ event: "search", category: search.category, search_type: search.search_type, filter_keys: search.filter_keys, result_count: search.result_count });

beforeEach(() => {
  render(<Results {...noSearch} />).unmount();
  resetDataLayer();
});

describe("useSearchTracking", () => {
  it("pushes nothing for a page with no search", () => {
    render(<Results {...noSearch} />);
    expect(dataLayerEntries()).toEqual([]);
  });

  it("pushes once the results are shown, with the filter names and the count, never the conditions", () => {
    const { rerender } = render(<Results {...tokyo} result_count={null} />);
    expect(dataLayerEntries()).toEqual([]);
    rerender(<Results {...tokyo} />);
    rerender(<Results {...tokyo} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo)]);
    expect(JSON.stringify(dataLayerEntries())).not.toContain("13");
  });

  it("pushes each new search, not the same one shown again (another page, a remount, coming back)", () => {
    const first = render(<Results {...tokyo} />);
    first.unmount();
    render(<Results {...tokyo} />).unmount();
    const second = render(<Results {...osaka} />);
    second.rerender(<Results {...tokyo} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo), pushed(osaka), pushed(tokyo)]);
  });

  it("counts the same filters chosen again after clearing them as a new search", () => {
    const { rerender } = render(<Results {...tokyo} />);
    rerender(<Results {...noSearch} />);
    rerender(<Results {...tokyo} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo), pushed(tokyo)]);
  });

  it("tells searches of different kinds apart", () => {
    const { rerender } = render(<Results {...tokyo} />);
    rerender(<Results {...tokyo} search_type="event_listing" category="internship" />);
    expect(dataLayerEntries().map((entry) => entry.search_type)).toEqual(["company", "event_listing"]);
  });
});
