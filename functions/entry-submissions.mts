import type { Config } from "@netlify/functions";
import { entrySubmissionRoutes } from "../server/entry-submissions/entry-submission-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(entrySubmissionRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/entries/:entry_id/resume/pdf",
    "/api/v1/entries/:entry_id/resume/url",
    "/api/v1/entries/:entry_id/event_questions/:event_question_id/answer",
  ],
};
