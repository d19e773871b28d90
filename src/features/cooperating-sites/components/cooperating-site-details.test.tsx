import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { installFakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";
import type { CooperatingSiteData } from "../cooperating-site-data";
import { CooperatingSiteDetails } from "./cooperating-site-details";

const site: CooperatingSiteData = {
  db_id: 1,
  name: "キャリアノート",
  partner: "株式会社キャリアノート",
  square_logo_url: null,
  description: "プロフィールを登録するだけでオファーが届きます。",
  service_category: "逆求人サイト",
  short_graduate_years: ["26卒", "27卒"],
  external_links: [{ label: "サービスサイト", url: "https://partners.example.jp/1" }],
};

describe("CooperatingSiteDetails", () => {
  it("shows name, partner, category, graduate years, description and external links", () => {
    render(<CooperatingSiteDetails site={site} headingLevel="h1" />);
    expect(screen.getByRole("heading", { level: 1, name: "キャリアノート" })).toBeInTheDocument();
    expect(screen.getByText("株式会社キャリアノート")).toBeInTheDocument();
    expect(screen.getByText("逆求人サイト")).toBeInTheDocument();
    expect(screen.getByText("27卒")).toBeInTheDocument();
    expect(screen.getByText("プロフィールを登録するだけでオファーが届きます。")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "サービスサイト" });
    expect(link).toHaveAttribute("href", "https://partners.example.jp/1");
    expect(link).toHaveAttribute("rel", "noopener");
  });

  it("links the name to the site's page in the list", () => {
    render(<CooperatingSiteDetails site={site} linkName />);
    expect(screen.getByRole("link", { name: "キャリアノート" })).toHaveAttribute("href", "/cooperating_sites/1");
  });

  it("reports its impression once, when its details first come into view (there is no dialog)", () => {
    resetDataLayer();
    const viewport = installFakeIntersectionObserver();
    window.history.replaceState(null, "", "/cooperating_sites");
    render(<CooperatingSiteDetails site={site} linkName />);
    expect(dataLayerEntries()).toEqual([]);
    act(() => viewport.show());
    act(() => viewport.show());
    expect(dataLayerEntries()).toEqual([
      {
        event: "modal-impression-cooperating-site",
        category: "unknown",
        interaction: "item-impression",
        cooperating_site_id: 1,
      },
    ]);
    viewport.uninstall();
  });
});
