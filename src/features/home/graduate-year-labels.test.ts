import { graduateYearLabels } from "./graduate-year-labels";

describe("graduateYearLabels", () => {
  it("labels distinct years in ascending order", () => {
    expect(graduateYearLabels(["2028", "2027", "2029"])).toEqual(["27卒", "28卒", "29卒"]);
  });

  it("ignores values that are not years", () => {
    expect(graduateYearLabels(["", "abc", "2027"])).toEqual(["27卒"]);
  });
});
