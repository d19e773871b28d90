import { emptyPlpParams } from "@core/plp-params";
import { eventListSearch } from "./event-list-search";

describe("eventListSearch", () => {
  it("names no filter on the plain listing in the default sort", () => {
    expect(eventListSearch(emptyPlpParams("internship"), "updated_at")).toMatchObject({
      category: "internship",
      filter_keys: [],
    });
  });

  it("names each filter and a non-default sort, in the path's order, in the listing's analytics category", () => {
    const params = { ...emptyPlpParams("selection"), graduateYear: 2027, businessCategoryId: 3, prefectureCode: 0 };
    expect(eventListSearch(params, "start_at")).toMatchObject({
      search_type: "event_listing",
      category: "selection",
      filter_keys: ["graduate_year", "business_category", "prefectures", "sort"],
    });
  });

  it("tells searches apart by their values and sort, not by the page", () => {
    const params = { ...emptyPlpParams("seminar"), prefectureCode: 13 };
    const conditions = (overrides: object, sort: "updated_at" | "start_at" = "updated_at") =>
      eventListSearch({ ...params, ...overrides }, sort).conditions;
    expect(conditions({ page: 3 })).toBe(conditions({}));
    expect(conditions({ prefectureCode: 27 })).not.toBe(conditions({}));
    expect(conditions({}, "start_at")).not.toBe(conditions({}));
  });
});
