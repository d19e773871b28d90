import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("links to the operator, terms, signup privacy policy, privacy policy, the disclosure and the accessibility statement, in that order", () => {
    render(<SiteFooter />);
    const nav = screen.getByRole("navigation", { name: "フッターメニュー" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["運営会社", "/infos/terms#operator"],
      ["利用規約", "/infos/terms"],
      ["会員登録時の個人情報の取り扱い", "/infos/signup_privacy_policy"],
      ["プライバシーポリシー", "/infos/privacy"],
      ["電気通信事業法に基づく公表事項", "/infos/external_data_processors"],
      ["ウェブアクセシビリティ方針", "/infos/accessibility"],
    ]);
  });

  it("links to our other offerings in a new tab, saying so to screen readers", () => {
    render(<SiteFooter />);
    const nav = screen.getByRole("navigation", { name: "ミライキャリアの関連サービス" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["採用担当者の方へ（新しいタブで開きます）", "https://recruit.mirai-career.jp/"],
      ["エンジニア就活（新しいタブで開きます）", "https://engineer.mirai-career.jp/"],
      ["転職・キャリア（新しいタブで開きます）", "https://plus.mirai-career.jp/"],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it.each([
    ["採用担当者の方へ", "recruiter-external-link-click"],
    ["エンジニア就活", "oc-engineer-external-link-click"],
    ["転職・キャリア", "oc-plus-external-link-click"],
  ])("a click on %s pushes %s with placement footer and the page's category", async (label, event) => {
    resetDataLayer();
    window.history.replaceState(null, "", "/companies");
    render(<SiteFooter />);
    fireEvent.click(
      screen.getByRole("link", { name: (name) => name.startsWith(label) && name.endsWith("（新しいタブで開きます）") }),
    );
    await waitFor(() =>
      expect(dataLayerEntries()).toEqual([{ event, category: "company", interaction: "click", placement: "footer" }]),
    );
  });

  it("shows the copyright from 2009 to the current year in Tokyo, recomputed in the browser", () => {
    // 15:30 UTC on New Year's Eve is already 2027 in Tokyo; the mocked build time is in 2025.
    jest.useFakeTimers({ now: new Date("2026-12-31T15:30:00Z") });
    render(<SiteFooter />);
    expect(screen.getByText("© 2009–2027 株式会社ミライキャリア")).toBeInTheDocument();
  });

  it("is still right a few minutes before the Tokyo new year", () => {
    jest.useFakeTimers({ now: new Date("2026-12-31T14:50:00Z") });
    render(<SiteFooter />);
    expect(screen.getByText("© 2009–2026 株式会社ミライキャリア")).toBeInTheDocument();
  });
});
