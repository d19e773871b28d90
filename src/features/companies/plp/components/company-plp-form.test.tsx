import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { defaultCompanyPlpFilters } from "../company-plp-params";
import { CompanyPlpForm, type CompanyPlpOptions } from "./company-plp-form";

const options: CompanyPlpOptions = {
  categories: [
    { db_id: 1, name: "メーカー", icon_key: "maker" },
    { db_id: 5, name: "IT・通信", icon_key: "it" },
  ],
  prefectures: [
    { code: 13, name: "東京都", area_db_id: 3, area_name: "関東" },
    { code: 14, name: "神奈川県", area_db_id: 3, area_name: "関東" },
    { code: 27, name: "大阪府", area_db_id: 5, area_name: "近畿" },
  ],
};

describe("CompanyPlpForm", () => {
  it("submits the chosen industry, prefectures, lower limit, order and followed-only filter", () => {
    const onSubmit = jest.fn();
    render(<CompanyPlpForm filters={defaultCompanyPlpFilters} options={options} signedIn onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("radio", { name: "IT・通信" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "大阪府" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "東京都" }));
    fireEvent.change(screen.getByRole("combobox", { name: "クチコミ評価" }), { target: { value: "4" } });
    fireEvent.change(screen.getByRole("combobox", { name: "並び順" }), { target: { value: "name" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "フォロー中の企業のみ" }));
    fireEvent.click(screen.getByRole("button", { name: "この条件で探す" }));
    expect(onSubmit).toHaveBeenCalledWith({
      largeCategory: 5,
      prefectures: [13, 27],
      lowerLimitOfCompanyReview: 4,
      companiesToFollow: true,
      order: "name",
      page: 1,
    });
  });

  it("shows the current filters and, for anonymous visitors, a sign-in link instead of the followed-only filter", () => {
    render(
      <CompanyPlpForm
        filters={{ ...defaultCompanyPlpFilters, largeCategory: 1, prefectures: [14] }}
        options={options}
        signedIn={false}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole("radio", { name: "メーカー" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "神奈川県" })).toBeChecked();
    expect(screen.queryByRole("checkbox", { name: "フォロー中の企業のみ" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ログインしてフォロー中の企業で絞り込む" })).toHaveAttribute(
      "href",
      `/login?return_to=${encodeURIComponent("/companies/plp?large_category=1&prefectures=14&companiesToFollow=true")}`,
    );
  });
});
