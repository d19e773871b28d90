import { routeCategories, type RouteCategory } from "../../../core/event-category";
import { parseEventId } from "../../event-records/event-id";

/** What /preview_events/{category}/{event_id} asks for, from the path alone. */
export type PreviewPageRoute =
  | { kind: "redirect"; location: string }
  | { kind: "preview"; category: RouteCategory; eventId: number }
  | { kind: "not-found" };

const PREFIX = "/preview_events/";
const LEGACY_INTERNSHIP_SEGMENT = "company_internship";

function eventIdOf(segment: string): number | null {
  try {
    return parseEventId(segment);
  } catch {
    return null;
  }
}

/**
 * Legacy /preview_events/company_internship/{id} → 301 to the internship path, query (the token) kept; a route
 * category with a digits-only event id → a preview to check; anything else → 404.
 */
export function routePreviewPage(pathname: string, search: string): PreviewPageRoute {
  if (!pathname.startsWith(PREFIX)) return { kind: "not-found" };
  const segments = pathname.slice(PREFIX.length).split("/");
  if (segments.length !== 2) return { kind: "not-found" };
  const [categorySegment, idSegment] = segments as [string, string];
  if (categorySegment === LEGACY_INTERNSHIP_SEGMENT) {
    return { kind: "redirect", location: `${PREFIX}internship/${idSegment}${search}` };
  }
  const category = routeCategories.find((candidate) => candidate === categorySegment);
  const eventId = eventIdOf(idSegment);
  if (!category || eventId === null) return { kind: "not-found" };
  return { kind: "preview", category, eventId };
}
