import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { VideoSearchView } from "./video-search-view";

const categories = [
  { db_id: 3, name: "IT・通信" },
  { db_id: 5, name: "商社" },
];

describe("VideoSearchView form", () => {
  beforeEach(() => {
    jest.mocked(navigate).mockReset();
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it("searches what the controls show, even words typed and an industry chosen before hydration", () => {
    render(<VideoSearchView search="" businessCategories={categories} />);
    (screen.getByRole("searchbox", { name: "フリーワード" }) as HTMLInputElement).value = " 営業 ";
    (screen.getByRole("combobox", { name: "業界" }) as HTMLSelectElement).value = "5";
    fireEvent.click(screen.getByRole("button", { name: "検索する" }));
    expect(navigate).toHaveBeenCalledWith("/videos/search?q=%E5%96%B6%E6%A5%AD&industry=5");
  });

  it("starts from the applied query and is a plain GET form to the search page before hydration", () => {
    render(<VideoSearchView search="?q=%E4%BA%BA%E4%BA%8B&industry=3" businessCategories={categories} />);
    expect(screen.getByRole("searchbox", { name: "フリーワード" })).toHaveValue("人事");
    expect(screen.getByRole("combobox", { name: "業界" })).toHaveValue("3");
    const form = screen.getByRole("search", { name: "動画検索" });
    expect(form).toHaveAttribute("action", "/videos/search");
    expect(form).toHaveAttribute("method", "get");
  });
});

describe("VideoSearchView analytics", () => {
  const index = {
    bundles: [
      [2, "営業職の仕事紹介", "あおば商事株式会社", 5, 90, "2026-05-02T03:00:00.000Z", null, 3, null],
      [1, "ＩＴ業界のキャリア", "株式会社ミライテック", 3, 90, "2026-05-01T03:00:00.000Z", null, 5, null],
    ],
  };

  beforeEach(() => {
    resetDataLayer();
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => index }) as unknown as Response);
  });

  it("counts a search once its results are shown, naming the fields used and never the words", async () => {
    const { rerender } = render(
      <VideoSearchView search="?q=%E5%96%B6%E6%A5%AD&industry=5" businessCategories={categories} />,
    );
    expect(await screen.findByRole("heading", { name: "「営業」・商社の動画 1件" })).toBeInTheDocument();
    rerender(<VideoSearchView search="?q=%E5%96%B6%E6%A5%AD&industry=5" businessCategories={categories} />);
    expect(dataLayerEntries()).toEqual([
      {
        event: "search",
        category: "unknown",
        search_type: "video",
        filter_keys: ["free_word", "business_category"],
        result_count: 1,
      },
    ]);
    expect(JSON.stringify(dataLayerEntries())).not.toContain("営業");
  });

  it("counts the plain page (newest videos) as no search", async () => {
    render(<VideoSearchView search="" businessCategories={categories} />);
    expect(await screen.findByRole("heading", { name: "新着順の動画 2件" })).toBeInTheDocument();
    expect(dataLayerEntries()).toEqual([]);
  });
});
