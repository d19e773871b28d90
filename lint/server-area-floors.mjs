/**
 * The server's areas by floor, the ground first (docs/architecture.md, "Server areas"). An area is a folder under
 * server/, or under server/platform/ for the platform's parts. An area imports only areas on lower floors, so no two
 * areas import each other and an arrow never runs back up. A new area, or an import that needs one area above
 * another, is placed here: a one-line change that says where it stands.
 */
export const SERVER_AREA_FLOORS = [
  ["platform/database", "platform/monitoring", "calendar", "search"],
  ["platform/http"],
  [
    "platform/mail",
    "event-records",
    "campaigns",
    "companies",
    "company-groups",
    "editor",
    "feature-flags",
    "health",
    "media",
    "notices",
    "reviews",
    "terms",
  ],
  ["auth", "engagement", "entries", "event-pages", "scouts"],
  ["chats", "entry-submissions", "openapi", "privacy"],
  ["recruiters", "users"],
  ["checkin", "graphql", "popups"],
  ["events"],
  ["previews", "promotions", "registration"],
  // fixtures for tests: they may read any area, and only tests read them
  ["testing"],
];

/** The area of a repository-relative path under server/ (null for files directly in server/, which compose areas). */
export function serverAreaOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "server" || parts.length < 3) return null;
  return parts[1] === "platform" && parts.length > 3 ? `platform/${parts[2]}` : parts[1];
}

/** The floor of an area (0 = the ground), or -1 when it is on none. */
export function floorOf(area) {
  return SERVER_AREA_FLOORS.findIndex((floor) => floor.includes(area));
}
