// Plain constants: this module ships in the browser. The zod schemas are in event-category-schema.ts.

/** Event category as stored and sent by the API (spec §9). */
export const eventCategories = ["entry", "internship", "seminar", "gosetsu"] as const;
export type EventCategory = (typeof eventCategories)[number];

/** Event category as it appears in routes (/events/{route_category}): the API's `entry` is `selection`. */
export const routeCategories = ["selection", "internship", "seminar", "gosetsu"] as const;
export type RouteCategory = (typeof routeCategories)[number];

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
