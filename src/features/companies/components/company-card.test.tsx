import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { CompanyCardData } from "../company-card-data";
import { CompanyCard } from "./company-card";

function company(overrides: Partial<CompanyCardData> = {}): CompanyCardData {
  return {
    db_id: 3,
    name: "株式会社ミライテック",
    initial_char: "ミ",
    square_logo_url: null,
    business_category: { name: "IT・通信", icon_key: "it" },
    business_subcategory_name: "ソフトウェア",
    overall_score: 4.06,
    review_count: 1234,
    follower_count: 56,
    event_count: 4,
    is_official_company: true,
    latest_award_reviews_year: null,
    latest_award_reviews_badge: null,
    ...overrides,
  };
}

describe("CompanyCard", () => {
  it("renders an article named by the company, with industry and figures", () => {
    render(<CompanyCard company={company()} />);
    const card = screen.getByRole("article", { name: "株式会社ミライテック" });
    expect(within(card).getByText("IT・通信 / ソフトウェア")).toBeInTheDocument();
    expect(within(card).getByText("4.1")).toBeInTheDocument();
    expect(within(card).getByText("1,234件")).toBeInTheDocument();
    expect(within(card).getByText("56人")).toBeInTheDocument();
    expect(within(card).getByText("公式情報あり")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "株式会社ミライテック" })).toHaveAttribute("href", "/companies/3");
    // For anonymous visitors the follow toggle is a sign-in link.
    expect(within(card).getByRole("link", { name: /フォローする/ })).toBeInTheDocument();
    expect(card.querySelector('svg[data-icon-key="it"]')).toHaveAttribute("aria-hidden", "true");
    expect(within(card).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows the initial character without a logo, and the logo when there is one", () => {
    const { container, rerender } = render(<CompanyCard company={company()} />);
    expect(screen.getByText("ミ")).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    rerender(<CompanyCard company={company({ square_logo_url: "https://images.example.jp/logo.png" })} />);
    expect(container.querySelector("img")).toHaveAttribute("src", "https://images.example.jp/logo.png");
    expect(screen.queryByText("ミ")).not.toBeInTheDocument();
  });

  it("shows the latest award badge with its text alternative", () => {
    render(<CompanyCard company={company({ latest_award_reviews_year: 2024, latest_award_reviews_badge: "gold" })} />);
    expect(screen.getByRole("img", { name: "クチコミアワード2024 金賞" })).toBeInTheDocument();
  });

  it("shows a dash when there is no overall score and no official badge for other companies", () => {
    render(<CompanyCard company={company({ overall_score: null, is_official_company: false })} />);
    expect(screen.getByText("—")).toBeInTheDocument();
    expect(screen.queryByText("公式情報あり")).not.toBeInTheDocument();
  });
});
