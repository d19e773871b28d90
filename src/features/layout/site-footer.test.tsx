import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("links to the operator, terms, signup privacy policy, privacy policy and the disclosure, in that order", () => {
    render(<SiteFooter />);
    const nav = screen.getByRole("navigation", { name: "フッターメニュー" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["運営会社", "/infos/terms#operator"],
      ["利用規約", "/infos/terms"],
      ["会員登録時の個人情報の取り扱い", "/infos/signup_privacy_policy"],
      ["プライバシーポリシー", "/infos/privacy"],
      ["電気通信事業法に基づく公表事項", "/infos/external_data_processors"],
    ]);
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
