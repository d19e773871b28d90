import type { Config } from "@netlify/functions";
import { reportingRequestErrors } from "../server/platform/http/reporting-errors";
import { handleEventPageRequest } from "../server/event-pages/event-pages-handler";

// Netlify passes (request, context): only the request is the router's.
export default reportingRequestErrors("/events/*", (request: Request) => handleEventPageRequest(request));

// preferStatic: a prerendered page (category listings, single-filter listings, event pages) always wins.
export const config: Config = { path: "/events/*", preferStatic: true };
