import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { RatingList } from "./rating-stars";

describe("RatingList", () => {
  it("is a list of list items, each read as one image 「{axis} {value} / 5」", () => {
    render(
      <RatingList
        ratings={[
          { key: "total", label: "総合評価", value: 4 },
          { key: "culture", label: "社風・雰囲気", value: 3.6 },
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("img", { name: "総合評価 4 / 5" })).toHaveTextContent("総合評価★★★★☆4");
    expect(within(items[1]!).getByRole("img", { name: "社風・雰囲気 3.6 / 5" })).toHaveTextContent("3.6");
  });
});
