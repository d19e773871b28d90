import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import { VideoSearchView } from "./video-search-view";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

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
