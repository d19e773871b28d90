import { parseEntryPagePath, type EntryPageRoute } from "../../core/entries/entry-routes";
import { parsePlpPath } from "../../core/plp-params";

/** What the /events/* router answers for a path that has no prerendered page. */
export type EventPageRoute =
  | { kind: "redirect"; location: string }
  | { kind: "listing-shell" }
  | { kind: "entry-confirm-shell" }
  | { kind: "entry-courses-shell" }
  | { kind: "entry-complete-shell" }
  | { kind: "fair"; eventId: number }
  | { kind: "not-found" };

const ENTRY_PAGE_SHELLS = {
  confirm: "entry-confirm-shell",
  courses: "entry-courses-shell",
  complete: "entry-complete-shell",
} as const satisfies Record<EntryPageRoute["kind"], EventPageRoute["kind"]>;

const LEGACY_INTERNSHIP_PREFIX = "/events/company_internship";
const FAIR_PATTERN = /^\/events\/gosetsu\/([1-9][0-9]{0,9})$/;

/**
 * Decides from the path alone (prerendered files were already served by the CDN, `preferStatic`):
 * legacy internship paths and out-of-order filters → 301; any other valid listing → the client-only shell;
 * `/events/{selection|internship|seminar}/{event_id}/schedules/{schedule_id}/confirm`, `…/courses` and
 * `/events/{selection|internship|seminar}/{event_id}/entry_complete` (ids digits) → their client-only shells;
 * `/events/gosetsu/{event_id}` → `fair` (a joint fair has no detail page: the handler sends it to its feature event);
 * an event id without a prerendered page, an unknown category or an invalid segment → 404.
 */
export function routeEventPage(pathname: string, search: string): EventPageRoute {
  if (pathname === LEGACY_INTERNSHIP_PREFIX || pathname.startsWith(`${LEGACY_INTERNSHIP_PREFIX}/`)) {
    return {
      kind: "redirect",
      location: `/events/internship${pathname.slice(LEGACY_INTERNSHIP_PREFIX.length)}${search}`,
    };
  }
  const fair = FAIR_PATTERN.exec(pathname);
  if (fair) return { kind: "fair", eventId: Number(fair[1]) };
  const entryPage = parseEntryPagePath(pathname);
  if (entryPage) return { kind: ENTRY_PAGE_SHELLS[entryPage.kind] };
  const parsed = parsePlpPath(pathname);
  if (parsed.kind !== "listing") return { kind: "not-found" };
  if (parsed.canonicalPath !== pathname) return { kind: "redirect", location: `${parsed.canonicalPath}${search}` };
  return { kind: "listing-shell" };
}
