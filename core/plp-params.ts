import { routeCategories, type RouteCategory } from "./event-category";

// Plain code: this module ships in the browser and in the /events/* router function.

/**
 * Filters of an event listing (PLP = product listing page). Every filter segment carries a prefix and they
 * appear in this fixed order after the category: gy-{graduate year} / ind-{business category id} /
 * pref-{prefecture JIS code, 0 = online} / page-{n ≥ 2}. Example: /events/internship/gy-2027/ind-3/pref-13/page-2
 */
export type PlpParams = {
  category: RouteCategory;
  graduateYear: number | null;
  businessCategoryId: number | null;
  prefectureCode: number | null;
  page: number;
};

/**
 * Where the client-only listing shell is prerendered; the /events/* router serves it for other listings. Outside
 * /events/ so that no /events/ path is a prerendered 404 screen; opened directly it answers 404 (netlify.toml).
 */
export const EVENT_LIST_SHELL_PATH = "/_shells/event-list";

export type PlpFilterKey = "graduateYear" | "businessCategoryId" | "prefectureCode";

export type PlpParseResult =
  /** A listing; `canonicalPath` differs from the requested path when the segments were out of order. */
  | { kind: "listing"; params: PlpParams; canonicalPath: string }
  /** A digits-only segment right after the category: an event id (detail page), with any segments after it. */
  | { kind: "event"; category: RouteCategory; eventId: number; rest: string[] }
  | { kind: "invalid" };

const MIN_GRADUATE_YEAR = 2000;
const MAX_GRADUATE_YEAR = 2099;
const MAX_PREFECTURE_CODE = 47;

type SegmentSpec = { key: PlpFilterKey | "page"; prefix: string; valid: (value: number) => boolean };

const segmentSpecs: readonly SegmentSpec[] = [
  { key: "graduateYear", prefix: "gy", valid: (v) => v >= MIN_GRADUATE_YEAR && v <= MAX_GRADUATE_YEAR },
  { key: "businessCategoryId", prefix: "ind", valid: (v) => v >= 1 },
  { key: "prefectureCode", prefix: "pref", valid: (v) => v >= 0 && v <= MAX_PREFECTURE_CODE },
  { key: "page", prefix: "page", valid: (v) => v >= 2 },
];

/** Digits without leading zeros ("0" itself allowed), at most 9 of them. */
const canonicalNumber = /^(0|[1-9][0-9]{0,8})$/;
const eventIdSegment = /^[0-9]+$/;

export function isRouteCategory(value: string): value is RouteCategory {
  return (routeCategories as readonly string[]).includes(value);
}

export function emptyPlpParams(category: RouteCategory): PlpParams {
  return { category, graduateYear: null, businessCategoryId: null, prefectureCode: null, page: 1 };
}

/** The canonical path of a listing: filters in the fixed order, page 1 without a segment. */
export function buildPlpPath(params: PlpParams): string {
  const segments = ["events", params.category];
  if (params.graduateYear !== null) segments.push(`gy-${params.graduateYear}`);
  if (params.businessCategoryId !== null) segments.push(`ind-${params.businessCategoryId}`);
  if (params.prefectureCode !== null) segments.push(`pref-${params.prefectureCode}`);
  if (params.page > 1) segments.push(`page-${params.page}`);
  return `/${segments.join("/")}`;
}

/**
 * Parses the segments after `/events/` (category first). Each prefix at most once; an unknown prefix, a
 * value out of range or with leading zeros, `page-1`, or anything empty is invalid. Segments out of the
 * fixed order are accepted and reported through `canonicalPath` (the router answers 301 there).
 */
export function parsePlpSegments(segments: readonly string[]): PlpParseResult {
  const [category, ...rest] = segments;
  if (category === undefined || !isRouteCategory(category)) return { kind: "invalid" };
  const first = rest[0];
  if (first !== undefined && eventIdSegment.test(first)) {
    const eventId = Number(first);
    if (!Number.isSafeInteger(eventId) || eventId < 1 || first.startsWith("0")) return { kind: "invalid" };
    return { kind: "event", category, eventId, rest: rest.slice(1) };
  }
  const params = emptyPlpParams(category);
  const seen = new Set<string>();
  for (const segment of rest) {
    const dash = segment.indexOf("-");
    if (dash < 0) return { kind: "invalid" };
    const prefix = segment.slice(0, dash);
    const value = segment.slice(dash + 1);
    const spec = segmentSpecs.find((candidate) => candidate.prefix === prefix);
    if (!spec || seen.has(prefix) || !canonicalNumber.test(value)) return { kind: "invalid" };
    const number = Number(value);
    if (!spec.valid(number)) return { kind: "invalid" };
    seen.add(prefix);
    if (spec.key === "page") params.page = number;
    else params[spec.key] = number;
  }
  return { kind: "listing", params, canonicalPath: buildPlpPath(params) };
}

/** Parses a full pathname such as "/events/internship/gy-2027"; anything outside /events/ is invalid. */
export function parsePlpPath(pathname: string): PlpParseResult {
  if (!pathname.startsWith("/events/")) return { kind: "invalid" };
  const segments = pathname.slice("/events/".length).split("/");
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: "invalid" };
  }
  return parsePlpSegments(decoded);
}

/** How many filters are set: 0 = the category listing, 1 = a prerendered single-filter listing. */
export function plpFilterCount(params: PlpParams): number {
  return [params.graduateYear, params.businessCategoryId, params.prefectureCode].filter((value) => value !== null)
    .length;
}

/**
 * Listings prerendered at build time: every page of a category listing and the first page of each
 * single-filter listing. Everything else is a client-only listing (see gatsby/event-list-pages.ts for why).
 */
export function isPrerenderedListing(params: PlpParams): boolean {
  const filters = plpFilterCount(params);
  return filters === 0 || (filters === 1 && params.page === 1);
}
