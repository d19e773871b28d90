import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  beforeEach(() => {
    resetDataLayer();
    window.history.replaceState(null, "", "/events/internship");
  });

  it("has the links to our other offerings in their own navigation, outside the sticky header", () => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "関連サービス" });
    expect(nav.closest("header")).toBeNull();
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")]),
    ).toEqual([
      ["採用担当者の方へ（新しいタブで開きます）", "https://recruit.mirai-career.jp/", "_blank"],
      ["エンジニア就活（新しいタブで開きます）", "https://engineer.mirai-career.jp/", "_blank"],
      ["転職・キャリア（新しいタブで開きます）", "https://plus.mirai-career.jp/", "_blank"],
    ]);
    expect(screen.getByRole("banner")).toContainElement(screen.getByRole("navigation", { name: "メインメニュー" }));
  });

  it.each([
    ["採用担当者の方へ", "recruiter-external-link-click"],
    ["エンジニア就活", "oc-engineer-external-link-click"],
    ["転職・キャリア", "oc-plus-external-link-click"],
  ])("a click on %s pushes %s with placement header", async (label, event) => {
    render(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "関連サービス" });
    fireEvent.click(
      within(nav).getByRole("link", {
        name: (name) => name.startsWith(label) && name.endsWith("（新しいタブで開きます）"),
      }),
    );
    await waitFor(() =>
      expect(dataLayerEntries()).toEqual([
        { event, category: "internship", interaction: "click", placement: "header" },
      ]),
    );
  });
});
