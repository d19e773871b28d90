import type { EventCategory } from "@core/event-category";

/** Spec §9 analytics categories, plus `unknown` for a page the path rule does not name. */
export const analyticsCategories = [
  "internship",
  "selection",
  "seminar",
  "joint_job_fair",
  "company",
  "review",
  "unknown",
] as const;
export type AnalyticsCategory = (typeof analyticsCategories)[number];

/** Spec §9 interaction categories. */
export const interactionCategories = ["click", "item-impression"] as const;
export type InteractionCategory = (typeof interactionCategories)[number];

const categoryForPathEnd: Readonly<Record<string, AnalyticsCategory>> = {
  companies: "company",
  internship: "internship",
  selection: "selection",
  seminar: "seminar",
  gosetsu: "joint_job_fair",
};

/**
 * Spec §9: the analytics type is inferred from the end of the URL path: `companies` gives company; internship,
 * selection, seminar, gosetsu give internship, selection, seminar, joint_job_fair; anything else is unknown.
 * A trailing slash is ignored (`/events/internship/` ends in internship).
 */
export function analyticsCategoryFromPath(pathname: string): AnalyticsCategory {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  return categoryForPathEnd[last] ?? "unknown";
}

/** An event's own analytics category: the API's `entry` is selection, `gosetsu` a joint job fair. */
export function analyticsCategoryOfEvent(category: EventCategory): AnalyticsCategory {
  if (category === "entry") return "selection";
  if (category === "gosetsu") return "joint_job_fair";
  return category;
}
