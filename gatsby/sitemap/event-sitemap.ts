import { toRouteCategory, type EventCategory } from "../../core/event-category";
import type { PlannedPage } from "../event-detail-page-plan";
import type { ListableEvent, PlannedEventListPage } from "../event-list-page-plan";
import { eventSection, listingEntry, type SitemapEntry } from "./sitemap-entry";

/** The prerendered event listings (gatsby/event-list-page-plan.ts) that list an event, dated by their newest one. */
export function eventListSitemap(
  pages: readonly PlannedEventListPage[],
  events: readonly Pick<ListableEvent, "db_id" | "updated_at">[],
): SitemapEntry[] {
  const updatedAt = new Map(events.map((event) => [event.db_id, event.updated_at]));
  return pages.flatMap((page) =>
    listingEntry(
      eventSection(page.context.plp.category),
      page.path,
      page.context.eventIds.map((id) => updatedAt.get(id)),
    ),
  );
}

export type DetailSitemapData = {
  events: readonly { db_id: number; category: EventCategory; updated_at: string }[];
  featureEvents: readonly { db_id: number; updated_at: string }[];
};

/**
 * The pages of gatsby/event-detail-page-plan.ts: event details under their route category, feature events (joint
 * fairs are presented there) dated by their updated_at; the cooperating sites, which no date tells, under infos.
 */
export function eventDetailSitemap(
  pages: readonly PlannedPage[],
  { events, featureEvents }: DetailSitemapData,
): SitemapEntry[] {
  const eventById = new Map(events.map((event) => [event.db_id, event]));
  const featureUpdatedAt = new Map(featureEvents.map((feature) => [feature.db_id, feature.updated_at]));
  return pages.map((page): SitemapEntry => {
    const id = page.context.dbId ?? -1;
    switch (page.template) {
      case "eventDetail":
      case "internshipRenewed": {
        const event = eventById.get(id);
        if (!event) throw new Error(`sitemap: no event ${id} for ${page.path}`);
        return { section: eventSection(toRouteCategory(event.category)), path: page.path, lastmod: event.updated_at };
      }
      case "featureEvent":
        return { section: "events-feature", path: page.path, lastmod: featureUpdatedAt.get(id) ?? null };
      case "cooperatingSites":
      case "cooperatingSite":
        return { section: "infos", path: page.path, lastmod: null };
    }
  });
}
