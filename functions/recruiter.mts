import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/http/serve-routes";
import { recruiterRoutes } from "../server/recruiters/recruiter-routes";
import { studentSearchRoutes } from "../server/recruiters/student-search-routes";

export default serveRoutes([...recruiterRoutes, ...studentSearchRoutes]);

export const config: Config = { path: ["/api/v1/recruiter/company", "/api/v1/recruiter/students"] };
