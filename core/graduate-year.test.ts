import { shortGraduateYearLabel } from "./graduate-year";

describe("shortGraduateYearLabel", () => {
  it("labels a graduation year with its last two digits", () => {
    expect(shortGraduateYearLabel(2027)).toBe("27卒");
    expect(shortGraduateYearLabel(2028)).toBe("28卒");
  });

  it("keeps a leading zero", () => {
    expect(shortGraduateYearLabel(2105)).toBe("05卒");
  });
});
