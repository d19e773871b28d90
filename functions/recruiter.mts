import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/http/serve-routes";
import { recruiterRoutes } from "../server/recruiters/recruiter-routes";

export default serveRoutes(recruiterRoutes);

export const config: Config = { path: ["/api/v1/recruiter/company"] };
