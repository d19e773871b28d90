import { eventJsonLd } from "@/lib/seo/event-json-ld";
import type { Event, Organization } from "@/lib/seo/schema-org-types";
import { companyPath } from "@core/routes";
import type { EventDetailData } from "@core/events/event-detail-data";

export type StructuredEventInput = Pick<
  EventDetailData,
  "title" | "description_excerpt" | "eye_catch_image_url" | "schedules"
> & {
  host_company: { db_id: number; name: string } | null;
};

/**
 * schema.org Events of an event page, one per schedule: online schedules have a VirtualLocation, full or stopped
 * ones a sold-out offer. The host company organises it (its company page as url), else the site (`site`).
 */
export function eventStructuredData(
  event: StructuredEventInput,
  pageUrl: string,
  context: { toUrl: (path: string) => string; site: Organization },
): Event[] {
  return eventJsonLd({
    name: event.title,
    description: event.description_excerpt,
    url: pageUrl,
    imageUrl: event.eye_catch_image_url ? context.toUrl(event.eye_catch_image_url) : null,
    organizer: event.host_company
      ? {
          "@type": "Organization",
          name: event.host_company.name,
          url: context.toUrl(companyPath(event.host_company.db_id)),
        }
      : context.site,
    sessions: event.schedules.map((schedule) => ({
      startAt: schedule.start_at,
      endAt: schedule.end_at,
      online: schedule.is_online,
      place: schedule.place,
      region: schedule.prefecture?.name ?? null,
      canceled: schedule.canceled,
      closed: schedule.has_reached_admission_limit || schedule.stopped_entry,
      entryDeadline: schedule.time_limit_at,
    })),
  });
}
