import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { TESTED_TEMPLATES } from "@/lib/accessibility/accessibility-test-plan";
import AccessibilityPage from "./accessibility";

describe("/infos/accessibility", () => {
  it("states the standard, the target level, the date, the method and the known exceptions", () => {
    render(<AccessibilityPage />);
    expect(screen.getByRole("heading", { level: 1, name: "ウェブアクセシビリティ方針" })).toBeInTheDocument();
    for (const heading of ["1. 方針", "2. 試験結果", "3. 試験方法", "4. 既知の例外", "5. お問い合わせ"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/JIS X 8341-3:2016/).length).toBeGreaterThan(0);
    expect(screen.getByText("レベルAA")).toBeInTheDocument();
    expect(screen.getByText("2026年11月26日")).toHaveAttribute("datetime", "2026-11-26");
    expect(screen.getByText(/axe-core 4\.14\.1/)).toBeInTheDocument();
    expect(screen.getByText(/vnu-jar 26\.9\.27/)).toBeInTheDocument();
  });

  it("lists exactly the templates the e2e spec tests, from the shared plan", () => {
    render(<AccessibilityPage />);
    const table = screen.getByRole("table", { name: /試験したページ/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      TESTED_TEMPLATES.map((template) => template.name),
    );
    expect(within(table).getByRole("rowheader", { name: "ウェブアクセシビリティ方針" })).toBeInTheDocument();
  });
});
