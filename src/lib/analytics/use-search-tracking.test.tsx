import { render } from "@testing-library/react";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "./data-layer-in-tests";
import { useSearchTracking, type SearchCriteria, type ShownResults } from "./use-search-tracking";

function Results({ criteria, shown }: { criteria: SearchCriteria; shown: ShownResults | null }) {
  useSearchTracking(criteria, shown);
  return null;
}

const noSearch: SearchCriteria = { search_type: "company", category: "company", filter_keys: [], conditions: "" };
const tokyo: SearchCriteria = { ...noSearch, filter_keys: ["prefectures"], conditions: "?prefectures=13" };
const osaka: SearchCriteria = { ...tokyo, conditions: "?prefectures=27" };
const results = (count: number): ShownResults => ({ results: { companies: [] }, count });
const pushed = (criteria: SearchCriteria, count: number) => ({
  event: "search",
  category: criteria.category,
  search_type: criteria.search_type,
  filter_keys: criteria.filter_keys,
  result_count: count,
});

beforeEach(() => {
  render(<Results criteria={noSearch} shown={results(1)} />).unmount();
  resetDataLayer();
});

describe("useSearchTracking", () => {
  it("pushes nothing for a page with no search", () => {
    render(<Results criteria={noSearch} shown={results(120)} />);
    expect(dataLayerEntries()).toEqual([]);
  });

  it("pushes once the results are shown, with the filter names and the count, never the conditions", () => {
    const tokyoResults = results(12);
    const { rerender } = render(<Results criteria={tokyo} shown={null} />);
    expect(dataLayerEntries()).toEqual([]);
    rerender(<Results criteria={tokyo} shown={tokyoResults} />);
    rerender(<Results criteria={tokyo} shown={tokyoResults} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo, 12)]);
    expect(JSON.stringify(dataLayerEntries())).not.toContain("13");
  });

  it("pushes each new search, not the same one shown again (another page, a remount, coming back)", () => {
    render(<Results criteria={tokyo} shown={results(12)} />).unmount();
    render(<Results criteria={tokyo} shown={results(12)} />).unmount();
    const { rerender } = render(<Results criteria={osaka} shown={results(5)} />);
    rerender(<Results criteria={tokyo} shown={results(12)} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo, 12), pushed(osaka, 5), pushed(tokyo, 12)]);
  });

  it("counts the same filters chosen again after clearing them as a new search", () => {
    const { rerender } = render(<Results criteria={tokyo} shown={results(12)} />);
    rerender(<Results criteria={noSearch} shown={results(120)} />);
    rerender(<Results criteria={tokyo} shown={results(12)} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo, 12), pushed(tokyo, 12)]);
  });

  it("waits for the new conditions' own results: those of the last ones still on screen answer no search", () => {
    const tokyoResults = results(12);
    const { rerender } = render(<Results criteria={tokyo} shown={tokyoResults} />);
    rerender(<Results criteria={osaka} shown={tokyoResults} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo, 12)]);
    rerender(<Results criteria={osaka} shown={results(5)} />);
    expect(dataLayerEntries()).toEqual([pushed(tokyo, 12), pushed(osaka, 5)]);
  });

  it("tells searches of different kinds apart", () => {
    const { rerender } = render(<Results criteria={tokyo} shown={results(12)} />);
    rerender(
      <Results criteria={{ ...tokyo, search_type: "event_listing", category: "internship" }} shown={results(12)} />,
    );
    expect(dataLayerEntries().map((entry) => entry.search_type)).toEqual(["company", "event_listing"]);
  });
});
