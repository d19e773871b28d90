import { eventPath, featureEventPath } from "../core/routes";
import type { EventCategory } from "../core/event-category";
import { cooperatingSitePath, cooperatingSitesPath } from "../core/cooperating-site-paths";

export type DetailTemplate =
  | "eventDetail"
  | "internshipRenewed"
  | "featureEvent"
  | "cooperatingSites"
  | "cooperatingSite";

export type PlannedPage = {
  path: string;
  template: DetailTemplate;
  context: { dbId?: number; showSummaryImages?: boolean };
};

export type DetailPagesInput = {
  events: ReadonlyArray<{ db_id: number; category: EventCategory }>;
  featureEventIds: readonly number[];
  cooperatingSiteIds: readonly number[];
  /** build-time values of the feature flags */
  flags: { internshipRenewal: boolean; internshipSummaryImage: boolean };
};

/**
 * Every page this part of the site prerenders. Joint fairs (gosetsu) get no detail page: their feature event
 * presents them. Internships use the renewed template while `internship_renewal` is on.
 */
export function planDetailPages({
  events,
  featureEventIds,
  cooperatingSiteIds,
  flags,
}: DetailPagesInput): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const event of events) {
    if (event.category === "gosetsu") continue;
    const renewed = event.category === "internship" && flags.internshipRenewal;
    pages.push({
      path: eventPath(event.category, event.db_id),
      template: renewed ? "internshipRenewed" : "eventDetail",
      context: renewed ? { dbId: event.db_id, showSummaryImages: flags.internshipSummaryImage } : { dbId: event.db_id },
    });
  }
  for (const id of featureEventIds)
    pages.push({ path: featureEventPath(id), template: "featureEvent", context: { dbId: id } });
  pages.push({ path: cooperatingSitesPath, template: "cooperatingSites", context: {} });
  for (const id of cooperatingSiteIds)
    pages.push({ path: cooperatingSitePath(id), template: "cooperatingSite", context: { dbId: id } });
  return pages;
}
