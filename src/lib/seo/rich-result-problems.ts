/**
 * What Google's rich results would reject in a page's JSON-LD: the required properties of each type we emit
 * (developers.google.com/search/docs/appearance/structured-data: Event, VideoObject, Review snippet, BreadcrumbList,
 * Article, Organization), absolute URLs, ISO 8601 dates and durations. It reads the JSON as the page carries it
 * (unknown input), so tests can check every template's output, not only the builders' types. An empty list is valid.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown): boolean => typeof value === "string" && /^https?:\/\/[^/\s]+/.test(value);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDate = (value: unknown): boolean =>
  typeof value === "string" && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
const ISO_DURATION = /^PT(?=\d)(\d+H)?(\d+M)?(\d+S)?$/;

const ATTENDANCE_MODES = ["Offline", "Online", "Mixed"].map((mode) => `https://schema.org/${mode}EventAttendanceMode`);
const EVENT_STATUSES = [
  "EventScheduled",
  "EventCancelled",
  "EventMovedOnline",
  "EventPostponed",
  "EventRescheduled",
].map((status) => `https://schema.org/${status}`);
const AVAILABILITIES = ["InStock", "SoldOut", "PreOrder", "LimitedAvailability", "OutOfStock", "Discontinued"].map(
  (value) => `https://schema.org/${value}`,
);

type Check = (node: Json, at: string) => string[];

function required(node: Json, at: string, keys: readonly string[]): string[] {
  return keys.filter((key) => !isText(node[key])).map((key) => `${at}: ${key} is missing`);
}

function urlProblems(node: Json, at: string, keys: readonly string[], { optional = false } = {}): string[] {
  return keys.flatMap((key) => {
    if (node[key] === undefined && optional) return [];
    const values = Array.isArray(node[key]) ? (node[key] as unknown[]) : [node[key]];
    return values.length > 0 && values.every(isAbsoluteUrl) ? [] : [`${at}: ${key} is not an absolute URL`];
  });
}

function dateProblems(node: Json, at: string, keys: readonly string[], { optional = false } = {}): string[] {
  return keys.flatMap((key) =>
    (node[key] === undefined && optional) || isIsoDate(node[key]) ? [] : [`${at}: ${key} is not an ISO 8601 date`],
  );
}

function ratingProblems(rating: unknown, at: string): string[] {
  if (!isObject(rating)) return [`${at} is missing`];
  const { ratingValue, bestRating = 5, worstRating = 1 } = rating;
  if (typeof ratingValue !== "number" || typeof bestRating !== "number" || typeof worstRating !== "number")
    return [`${at}: ratingValue is not a number`];
  const problems =
    ratingValue < worstRating || ratingValue > bestRating
      ? [`${at}: ratingValue ${ratingValue} is outside ${worstRating}–${bestRating}`]
      : [];
  if (rating["@type"] === "AggregateRating" && !(Number(rating.reviewCount) > 0 || Number(rating.ratingCount) > 0)) {
    problems.push(`${at}: reviewCount or ratingCount is missing`);
  }
  return problems;
}

function namedProblems(value: unknown, at: string, types: readonly string[]): string[] {
  if (!isObject(value)) return [`${at} is missing`];
  const problems = types.includes(String(value["@type"])) ? [] : [`${at}: @type must be ${types.join(" or ")}`];
  if (!isText(value.name)) problems.push(`${at}: name is missing`);
  else if (value.name.length > 100) problems.push(`${at}: name is longer than 100 characters`);
  return problems;
}

const organization: Check = (node, at) => [
  ...required(node, at, ["name"]),
  ...urlProblems(node, at, ["url", "logo", "image"], { optional: true }),
  ...(node.aggregateRating === undefined ? [] : ratingProblems(node.aggregateRating, `${at}.aggregateRating`)),
];

function locationProblems(location: unknown, mode: unknown, at: string): string[] {
  if (!isObject(location)) return [`${at} is missing`];
  if (location["@type"] === "VirtualLocation") {
    const problems = urlProblems(location, at, ["url"]);
    if (mode === ATTENDANCE_MODES[0])
      problems.push(`${at}: a VirtualLocation needs an online or mixed attendance mode`);
    return problems;
  }
  if (location["@type"] !== "Place") return [`${at}: @type must be Place or VirtualLocation`];
  const problems = required(location, at, ["name"]);
  if (!isObject(location.address) || !isText(location.address.addressCountry))
    problems.push(`${at}: address is missing`);
  if (mode === ATTENDANCE_MODES[1]) problems.push(`${at}: a Place needs an offline or mixed attendance mode`);
  return problems;
}

function offerProblems(offers: unknown, at: string): string[] {
  if (!isObject(offers)) return [`${at} is missing`];
  const problems = [
    ...required(offers, at, ["priceCurrency"]),
    ...urlProblems(offers, at, ["url"]),
    ...dateProblems(offers, at, ["validThrough"], { optional: true }),
  ];
  if (!(typeof offers.price === "number" || (typeof offers.price === "string" && /^\d+(\.\d+)?$/.test(offers.price))))
    problems.push(`${at}: price is missing`);
  if (!AVAILABILITIES.includes(String(offers.availability))) problems.push(`${at}: availability is missing`);
  return problems;
}

const event: Check = (node, at) => [
  ...required(node, at, ["name"]),
  ...urlProblems(node, at, ["url"]),
  ...urlProblems(node, at, ["image"], { optional: true }),
  ...dateProblems(node, at, ["startDate"]),
  ...dateProblems(node, at, ["endDate"], { optional: true }),
  ...(ATTENDANCE_MODES.includes(String(node.eventAttendanceMode)) ? [] : [`${at}: eventAttendanceMode is missing`]),
  ...(EVENT_STATUSES.includes(String(node.eventStatus)) ? [] : [`${at}: eventStatus is missing`]),
  ...locationProblems(node.location, node.eventAttendanceMode, `${at}.location`),
  ...namedProblems(node.organizer, `${at}.organizer`, ["Organization", "Person"]),
  ...(isObject(node.organizer) ? urlProblems(node.organizer, `${at}.organizer`, ["url"], { optional: true }) : []),
  ...offerProblems(node.offers, `${at}.offers`),
];

const videoObject: Check = (node, at) => [
  ...required(node, at, ["name", "description"]),
  ...urlProblems(node, at, ["thumbnailUrl"]),
  ...dateProblems(node, at, ["uploadDate"]),
  ...(typeof node.uploadDate === "string" && !/(Z|[+-]\d{2}:?\d{2})$/.test(node.uploadDate)
    ? [`${at}: uploadDate has no time zone`]
    : []),
  ...(typeof node.duration === "string" && ISO_DURATION.test(node.duration)
    ? []
    : [`${at}: duration is not an ISO 8601 duration`]),
  ...(node.contentUrl === undefined && node.embedUrl === undefined
    ? [`${at}: contentUrl or embedUrl is missing`]
    : urlProblems(node, at, ["contentUrl", "embedUrl"], { optional: true })),
];

const review: Check = (node, at) => [
  ...namedProblems(node.itemReviewed, `${at}.itemReviewed`, [
    "Organization",
    "Event",
    "LocalBusiness",
    "Product",
    "Course",
  ]),
  ...namedProblems(node.author, `${at}.author`, ["Person", "Organization"]),
  ...(node.reviewRating === undefined ? [] : ratingProblems(node.reviewRating, `${at}.reviewRating`)),
  ...dateProblems(node, at, ["datePublished"], { optional: true }),
];

const breadcrumbList: Check = (node, at) => {
  const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
  if (items.length < 2) return [`${at}: itemListElement needs at least two ListItems`];
  return items.flatMap((item: unknown, index) => {
    const where = `${at}.itemListElement[${index}]`;
    if (!isObject(item) || item["@type"] !== "ListItem") return [`${where}: @type must be ListItem`];
    const problems = item.position === index + 1 ? [] : [`${where}: position must be ${index + 1}`];
    // Only the last crumb (the page itself) may go without a URL.
    const last = index === items.length - 1;
    return [...problems, ...required(item, where, ["name"]), ...urlProblems(item, where, ["item"], { optional: last })];
  });
};

const article: Check = (node, at) => [
  ...required(node, at, ["headline"]),
  ...urlProblems(node, at, ["image", "mainEntityOfPage"]),
  ...dateProblems(node, at, ["datePublished"]),
  ...dateProblems(node, at, ["dateModified"], { optional: true }),
  ...namedProblems(node.author, `${at}.author`, ["Person", "Organization"]),
];

const webSite: Check = (node, at) => [...required(node, at, ["name"]), ...urlProblems(node, at, ["url"])];

const CHECKS: Record<string, Check> = {
  Article: article,
  BreadcrumbList: breadcrumbList,
  Event: event,
  Organization: organization,
  Review: review,
  VideoObject: videoObject,
  WebSite: webSite,
};

/** The problems of one JSON-LD document (a node, or `@graph` of nodes); `[]` when valid. */
export function richResultProblems(document: unknown): string[] {
  if (!isObject(document)) return ["the JSON-LD is not an object"];
  const problems = document["@context"] === "https://schema.org" ? [] : ["@context must be https://schema.org"];
  const nodes = Array.isArray(document["@graph"]) ? (document["@graph"] as unknown[]) : [document];
  return problems.concat(
    nodes.flatMap((node, index) => {
      const type = isObject(node) ? String(node["@type"]) : "";
      const check = CHECKS[type];
      const at = `${type || "node"}[${index}]`;
      return check && isObject(node) ? check(node, at) : [`${at}: unsupported @type`];
    }),
  );
}

/** The `@type` of each top-level node of a document. */
export function jsonLdTypes(document: unknown): string[] {
  if (!isObject(document)) return [];
  const nodes = Array.isArray(document["@graph"]) ? (document["@graph"] as unknown[]) : [document];
  return nodes.map((node) => (isObject(node) ? String(node["@type"]) : ""));
}
