import { eventCategoryLabels, fromRouteCategory, toRouteCategory } from "./event-category";
import { eventCategorySchema, routeCategorySchema } from "./event-category-schema";

describe("event categories", () => {
  it("maps the API category entry to the route category selection and back", () => {
    expect(toRouteCategory("entry")).toBe("selection");
    expect(fromRouteCategory("selection")).toBe("entry");
  });

  it("keeps the other categories unchanged in both directions", () => {
    for (const category of ["internship", "seminar", "gosetsu"] as const) {
      expect(toRouteCategory(category)).toBe(category);
      expect(fromRouteCategory(category)).toBe(category);
    }
  });

  it("round-trips every category", () => {
    for (const category of eventCategorySchema.options) {
      expect(fromRouteCategory(toRouteCategory(category))).toBe(category);
    }
  });

  it("rejects route values as API categories and API values as route categories", () => {
    expect(eventCategorySchema.safeParse("selection").success).toBe(false);
    expect(routeCategorySchema.safeParse("entry").success).toBe(false);
    expect(routeCategorySchema.safeParse("company_internship").success).toBe(false);
  });

  it("labels each category in Japanese", () => {
    expect(eventCategoryLabels).toEqual({
      entry: "本選考",
      internship: "インターンシップ",
      seminar: "説明会・セミナー",
      gosetsu: "合同説明会",
    });
  });
});
