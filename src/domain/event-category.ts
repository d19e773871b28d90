import { z } from "zod";

/** Event category as stored and sent by the API. */
export const eventCategorySchema = z.enum(["entry", "internship", "seminar", "gosetsu"]);
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** Event category as it appears in routes (/events/{route_category}): the API's `entry` is `selection`. */
export const routeCategorySchema = z.enum(["selection", "internship", "seminar", "gosetsu"]);
export type RouteCategory = z.infer<typeof routeCategorySchema>;

export const eventCategories: readonly EventCategory[] = eventCategorySchema.options;

export function toRouteCategory(category: EventCategory): RouteCategory {
  return category === "entry" ? "selection" : category;
}

export function fromRouteCategory(routeCategory: RouteCategory): EventCategory {
  return routeCategory === "selection" ? "entry" : routeCategory;
}

/** Short labels used on badges and section headings. */
export const eventCategoryLabels: Readonly<Record<EventCategory, string>> = {
  entry: "本選考",
  internship: "インターンシップ",
  seminar: "説明会・セミナー",
  gosetsu: "合同説明会",
};
