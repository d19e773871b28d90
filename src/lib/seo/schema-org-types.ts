/**
 * The schema.org types our pages emit as JSON-LD, written out here because `schema-dts` is not installed: a typed
 * subset with the properties we fill (Google's required and recommended ones for rich results). URLs are absolute,
 * dates ISO 8601. Builders in this folder return these types; `rich-result-problems.ts` checks the emitted JSON.
 */

type Node<Type extends string> = { "@type": Type };

/** An absolute URL (https://… on the site, or a media URL). */
export type AbsoluteUrl = string;
/** ISO 8601 date-time with an offset, e.g. "2030-07-10T01:00:00.000Z". */
export type IsoDateTime = string;

export type PostalAddress = Node<"PostalAddress"> & {
  addressRegion?: string;
  addressLocality?: string;
  addressCountry: "JP";
};

export type Place = Node<"Place"> & { name: string; address: PostalAddress };

export type VirtualLocation = Node<"VirtualLocation"> & { url: AbsoluteUrl };

export type Person = Node<"Person"> & { name: string };

export type Rating = Node<"Rating"> & { ratingValue: number; bestRating: number; worstRating: number };

export type AggregateRating = Node<"AggregateRating"> & {
  ratingValue: number;
  bestRating: number;
  worstRating: number;
  reviewCount: number;
};

export type Organization = Node<"Organization"> & {
  name: string;
  url?: AbsoluteUrl;
  alternateName?: string;
  description?: string;
  logo?: AbsoluteUrl;
  image?: AbsoluteUrl;
  address?: PostalAddress;
  aggregateRating?: AggregateRating;
  award?: string[];
};

export type ItemAvailability = "https://schema.org/InStock" | "https://schema.org/SoldOut";

export type Offer = Node<"Offer"> & {
  price: number;
  priceCurrency: "JPY";
  availability: ItemAvailability;
  url: AbsoluteUrl;
  validThrough?: IsoDateTime;
};

export type EventStatusType = "https://schema.org/EventScheduled" | "https://schema.org/EventCancelled";

export type EventAttendanceModeEnumeration =
  | "https://schema.org/OfflineEventAttendanceMode"
  | "https://schema.org/OnlineEventAttendanceMode"
  | "https://schema.org/MixedEventAttendanceMode";

export type Event = Node<"Event"> & {
  name: string;
  description?: string;
  url: AbsoluteUrl;
  image?: AbsoluteUrl[];
  startDate: IsoDateTime;
  endDate?: IsoDateTime;
  eventStatus: EventStatusType;
  eventAttendanceMode: EventAttendanceModeEnumeration;
  location: Place | VirtualLocation;
  organizer: Organization;
  offers: Offer;
};

export type Review = Node<"Review"> & {
  name: string;
  reviewBody: string;
  datePublished: IsoDateTime;
  url: AbsoluteUrl;
  author: Person;
  reviewRating?: Rating;
  itemReviewed: Organization;
};

export type VideoObject = Node<"VideoObject"> & {
  name: string;
  description: string;
  thumbnailUrl: AbsoluteUrl;
  uploadDate: IsoDateTime;
  /** ISO 8601 duration, e.g. "PT1M30S" */
  duration: string;
  url: AbsoluteUrl;
  inLanguage: "ja";
} & ({ contentUrl: AbsoluteUrl } | { embedUrl: AbsoluteUrl });

export type ListItem = Node<"ListItem"> & { position: number; name: string; item: AbsoluteUrl };

export type BreadcrumbList = Node<"BreadcrumbList"> & { itemListElement: ListItem[] };

export type Article = Node<"Article"> & {
  headline: string;
  description: string;
  image: AbsoluteUrl[];
  datePublished: IsoDateTime;
  dateModified: IsoDateTime;
  mainEntityOfPage: AbsoluteUrl;
  articleSection?: string;
  author: Organization;
  publisher: Organization;
};

export type WebSite = Node<"WebSite"> & { name: string; url: AbsoluteUrl; inLanguage: "ja"; publisher: Organization };

/** A top-level node of a page's graph. */
export type JsonLdNode = Article | BreadcrumbList | Event | Organization | Review | VideoObject | WebSite;

/** What a page's `<script type="application/ld+json">` holds. */
export type JsonLdDocument = { "@context": "https://schema.org"; "@graph": JsonLdNode[] };
