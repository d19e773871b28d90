import { render, screen } from "@testing-library/react";
import * as React from "react";
import { AwardBadge, awardLabel, isAwardRank } from "./award-badge";

describe("AwardBadge", () => {
  it.each([
    [2019, "bronze", "クチコミアワード2019 銅賞"],
    [2022, "silver", "クチコミアワード2022 銀賞"],
    [2025, "gold", "クチコミアワード2025 金賞"],
  ] as const)("%i %s is an image named 「%s」", (year, rank, name) => {
    expect(awardLabel(year, rank)).toBe(name);
    render(<AwardBadge year={year} rank={rank} />);
    expect(screen.getByRole("img", { name })).toHaveAttribute("data-rank", rank);
  });

  it("accepts only the three ranks", () => {
    expect(["gold", "silver", "bronze", "platinum", null].map(isAwardRank)).toEqual([true, true, true, false, false]);
  });
});
