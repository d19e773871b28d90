import { render, screen } from "@testing-library/react";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { CompanyPlpView } from "./company-plp-view";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/companies: answered by `fetchCompanies(client, query, signal)` as each test sets it
const fetchCompanies: ApiGetAnswer = jest.fn();
beforeEach(() => answerApiGets("/api/v1/companies", fetchCompanies));

const options = {
  categories: [{ db_id: 5, name: "IT・通信", icon_key: "it" }],
  prefectures: [{ code: 13, name: "東京都", area_db_id: 3, area_name: "関東" }],
};
const prerendered = { companies: [], totalCount: 1200 };

beforeEach(() => {
  jest.mocked(fetchCompanies).mockReset();
  resetDataLayer();
});

describe("CompanyPlpView analytics", () => {
  it("counts the plain list as no search", () => {
    render(<CompanyPlpView search="" options={options} prerendered={prerendered} />);
    expect(screen.getByTestId("company-plp-total")).toHaveTextContent("1,200");
    expect(dataLayerEntries().filter((entry) => entry.event === "search")).toEqual([]);
  });

  it("counts a filtered list as one company search once its results are shown, naming the filters only", async () => {
    jest.mocked(fetchCompanies).mockResolvedValue({ companies: [], total_counts: 3 });
    render(
      <CompanyPlpView
        search="?large_category=5&prefectures=13&order=name"
        options={options}
        prerendered={prerendered}
      />,
    );
    expect(await screen.findByTestId("company-plp-total")).toHaveTextContent("3");
    expect(dataLayerEntries().filter((entry) => entry.event === "search")).toEqual([
      {
        event: "search",
        category: "company",
        search_type: "company",
        filter_keys: ["business_category", "prefectures", "order"],
        result_count: 3,
      },
    ]);
  });
});

describe("CompanyPlpView outline", () => {
  it("puts an h2 between the page's h1 and the cards' h3 names (no skipped level)", () => {
    render(<CompanyPlpView search="" options={options} prerendered={prerendered} />);
    expect(screen.getAllByRole("heading").map((heading) => heading.tagName)).toEqual(["H1", "H2"]);
    expect(screen.getByRole("heading", { level: 2, name: "検索結果" })).toBeInTheDocument();
  });
});
