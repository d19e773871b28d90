import type { Config } from "@netlify/functions";
import { boothRoutes } from "../server/checkin/booths/booth-routes";
import { serveRoutes } from "../server/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes(boothRoutes, { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/event_checkinable_companies/:event_checkinable_company_id",
    "/api/v1/event_checkinable_companies/:event_checkinable_company_id/checkins",
  ],
};
