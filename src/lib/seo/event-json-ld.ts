import type { Event, Organization, Place, VirtualLocation } from "./schema-org-types";

/** One date of an event (a schedule). */
export type EventSessionInput = {
  startAt: string;
  endAt: string;
  online: boolean;
  /** venue name, e.g. "ミライテック本社" */
  place: string | null;
  /** prefecture name */
  region: string | null;
  canceled: boolean;
  /** no more entries: full, or entries stopped */
  closed: boolean;
  /** entry deadline */
  entryDeadline: string | null;
};

export type EventJsonLdInput = {
  name: string;
  description: string;
  /** the page's absolute URL (also the online location and the offer's URL) */
  url: string;
  imageUrl: string | null;
  organizer: Organization;
  sessions: readonly EventSessionInput[];
};

function locationOf(session: EventSessionInput, url: string): Place | VirtualLocation {
  if (session.online) return { "@type": "VirtualLocation", url };
  return {
    "@type": "Place",
    name: session.place || session.region || "会場",
    address: {
      "@type": "PostalAddress",
      ...(session.region ? { addressRegion: session.region } : {}),
      addressCountry: "JP",
    },
  };
}

/**
 * schema.org Events of an event page, one per date (Google: every session of a multi-date event is its own
 * Event). Students take part free of charge: each offer is 0 JPY, sold out when the date is full or closed.
 */
export function eventJsonLd(input: EventJsonLdInput): Event[] {
  return input.sessions.map((session) => ({
    "@type": "Event",
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: input.url,
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    startDate: session.startAt,
    endDate: session.endAt,
    eventStatus: session.canceled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: session.online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: locationOf(session, input.url),
    organizer: input.organizer,
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "JPY",
      availability: session.closed || session.canceled ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url: input.url,
      ...(session.entryDeadline ? { validThrough: session.entryDeadline } : {}),
    },
  }));
}
