import { emptyPlpParams } from "@core/plp-params";
import { eventListBreadcrumbs } from "./event-list-breadcrumbs";
import { describePlpFilters } from "./describe-plp-filters";

const options = {
  graduateYears: [2027],
  businessCategories: [{ db_id: 3, name: "IT・通信" }],
  prefectures: [{ code: 13, name: "東京都", area_name: "関東" }],
};

describe("listing breadcrumbs", () => {
  it("names the filters in words, online and unknown ids included", () => {
    expect(
      describePlpFilters(
        { ...emptyPlpParams("seminar"), graduateYear: 2028, businessCategoryId: 3, prefectureCode: 0 },
        options,
      ),
    ).toEqual(["28卒", "IT・通信", "オンライン"]);
    expect(describePlpFilters({ ...emptyPlpParams("seminar"), businessCategoryId: 99 }, options)).toEqual(["業界99"]);
  });

  it("goes home › category › filters › page", () => {
    const params = { ...emptyPlpParams("selection"), prefectureCode: 13, page: 2 };
    const crumbs = eventListBreadcrumbs(params, describePlpFilters(params, options));
    expect(crumbs).toEqual([
      { name: "ホーム", path: "/" },
      { name: "新卒の本選考一覧", path: "/events/selection" },
      { name: "東京都", path: "/events/selection/pref-13" },
      { name: "2ページ目", path: "/events/selection/pref-13/page-2" },
    ]);
  });

  it("has only home and the category on an unfiltered first page", () => {
    expect(eventListBreadcrumbs(emptyPlpParams("gosetsu"), []).map((crumb) => crumb.path)).toEqual([
      "/",
      "/events/gosetsu",
    ]);
  });
});
