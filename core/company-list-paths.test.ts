import { companyListHeading, companyListPath } from "./company-list-paths";

describe("companyListPath", () => {
  it.each([
    [{ origin: "domestics", areaId: null, prefectureCode: null, page: 1 }, "/companies/domestics"],
    [{ origin: "domestics", areaId: null, prefectureCode: null, page: 2 }, "/companies/domestics/page-2"],
    [{ origin: "foreigns", areaId: null, prefectureCode: null, page: 1 }, "/companies/foreigns"],
    [{ origin: "all", areaId: 3, prefectureCode: null, page: 1 }, "/companies/area/3"],
    [{ origin: "all", areaId: 3, prefectureCode: 13, page: 3 }, "/companies/area/3/13/page-3"],
    [{ origin: "domestics", areaId: 5, prefectureCode: 27, page: 1 }, "/companies/domestics/area/5/27"],
    [{ origin: "foreigns", areaId: 3, prefectureCode: null, page: 2 }, "/companies/foreigns/area/3/page-2"],
  ] as const)("%j → %s", (scope, path) => {
    expect(companyListPath(scope)).toBe(path);
  });
});

describe("companyListHeading", () => {
  it.each([
    ["all", "関東", "関東の企業一覧"],
    ["domestics", "東京都", "東京都の国内企業一覧"],
    ["foreigns", null, "外資系企業一覧"],
    ["domestics", null, "国内企業一覧"],
  ] as const)("%s %s → %s", (origin, place, heading) => {
    expect(companyListHeading(origin, place)).toBe(heading);
  });
});
