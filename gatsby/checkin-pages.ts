import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import {
  CHECKIN_COMPANY_MATCH_PATH,
  CHECKIN_COMPANY_SHELL_PATH,
  VENUE_CHECKIN_MATCH_PATH,
  VENUE_CHECKIN_SHELL_PATH,
} from "../core/checkin/checkin-routes";

/**
 * The client-only check-in pages (issue 16), prerendered once each as shells without data; netlify.toml rewrites
 * /event_in/attend/events/{event_id} and /event_checkinable_companies/{id} to them. /event_attendance and
 * /event_checkinable_companies are file pages (src/pages).
 */
export async function createCheckinPages({ actions }: Pick<CreatePagesArgs, "actions">): Promise<void> {
  actions.createPage({
    path: VENUE_CHECKIN_SHELL_PATH,
    matchPath: VENUE_CHECKIN_MATCH_PATH,
    component: path.resolve("src/templates/venue-checkin.tsx"),
    context: {},
  });
  actions.createPage({
    path: CHECKIN_COMPANY_SHELL_PATH,
    matchPath: CHECKIN_COMPANY_MATCH_PATH,
    component: path.resolve("src/templates/checkin-company.tsx"),
    context: {},
  });
}
