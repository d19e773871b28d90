import type { Config } from "@netlify/functions";
import { handleEventPageRequest } from "../server/event-pages/event-pages-handler";

export default handleEventPageRequest;

// preferStatic: a prerendered page (category listings, single-filter listings, event pages) always wins.
export const config: Config = { path: "/events/*", preferStatic: true };
