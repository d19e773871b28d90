import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { recruiterRoutes } from "../server/recruiters/recruiter-routes";
import { studentSearchRoutes } from "../server/recruiters/student-search-routes";
import { recruiterScoutRoutes } from "../server/recruiters/recruiter-scout-routes";
import { recruiterAuth } from "../server/recruiters/recruiter-auth";

export default serveRoutes([...recruiterRoutes, ...studentSearchRoutes, ...recruiterScoutRoutes], {
  auth: recruiterAuth,
});

export const config: Config = {
  path: [
    "/api/v1/recruiter/company",
    "/api/v1/recruiter/students",
    "/api/v1/recruiter/scouts",
    "/api/v1/recruiter/chats",
    "/api/v1/recruiter/chats/:chat_id",
    "/api/v1/recruiter/chats/:chat_id/messages",
    "/api/v1/recruiter/chats/:chat_id/read",
  ],
};
