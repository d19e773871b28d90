import { render, screen } from "@testing-library/react";
import * as React from "react";
import { BusinessCategoryIcon, businessCategoryIconKeys } from "./business-category-icon";

/** The icon keys of db/seed/master/business-categories.ts. */
const seededIconKeys = [
  "maker",
  "trading",
  "retail",
  "finance",
  "it",
  "media",
  "service",
  "consulting",
  "real_estate",
  "public",
  "healthcare",
  "education",
  "food_service",
  "entertainment",
];

describe("BusinessCategoryIcon", () => {
  it("has a pictogram for each of the 14 business categories", () => {
    expect([...businessCategoryIconKeys].sort()).toEqual([...seededIconKeys].sort());
  });

  it.each(seededIconKeys)("%s: an image named by its label", (iconKey) => {
    const { container } = render(<BusinessCategoryIcon iconKey={iconKey} label="業界名" />);
    expect(screen.getByRole("img", { name: "業界名" })).toBeInTheDocument();
    expect(container.querySelector("svg")?.children.length).toBeGreaterThan(0);
  });

  it("is hidden from assistive technology without a label", () => {
    const { container } = render(<BusinessCategoryIcon iconKey="it" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws a building for an unknown key", () => {
    const { container } = render(<BusinessCategoryIcon iconKey="unknown" label="その他" />);
    expect(container.querySelector("rect")).not.toBeNull();
  });
});
