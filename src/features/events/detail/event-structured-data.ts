import { absoluteUrl } from "../../../components/seo/absolute-url";
import type { EventDetailData } from "../../../domain/events/event-detail-data";

export type StructuredEventInput = Pick<EventDetailData, "title" | "description_excerpt" | "eye_catch_image_url" | "schedules"> & {
  host_company: { name: string } | null;
};

/**
 * schema.org `Event` of an event detail: the first schedule that is not canceled gives the date and place
 * (a VirtualLocation when online); the host company, else the site, organises it.
 */
export function eventStructuredData(event: StructuredEventInput, siteUrl: string, path: string, siteName: string): object {
  const pageUrl = absoluteUrl(siteUrl, path);
  const schedule = event.schedules.find((candidate) => !candidate.canceled) ?? null;
  const location = schedule
    ? schedule.is_online
      ? { "@type": "VirtualLocation", url: pageUrl }
      : {
          "@type": "Place",
          name: schedule.place ?? schedule.prefecture?.name ?? "",
          address: { "@type": "PostalAddress", addressRegion: schedule.prefecture?.name ?? "", addressCountry: "JP" },
        }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description_excerpt,
    url: pageUrl,
    ...(event.eye_catch_image_url ? { image: [event.eye_catch_image_url] } : {}),
    ...(schedule ? { startDate: schedule.start_at, endDate: schedule.end_at } : {}),
    eventStatus: schedule ? "https://schema.org/EventScheduled" : "https://schema.org/EventCancelled",
    eventAttendanceMode: schedule?.is_online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    ...(location ? { location } : {}),
    organizer: event.host_company
      ? { "@type": "Organization", name: event.host_company.name }
      : { "@type": "Organization", name: siteName, url: absoluteUrl(siteUrl, "/") },
  };
}
