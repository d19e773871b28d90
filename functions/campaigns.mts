import type { Config } from "@netlify/functions";
import { recordGoogleCustomCampaignRoute } from "../server/campaigns/google-custom-campaign-route";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([recordGoogleCustomCampaignRoute], { auth: viewerAuth });

export const config: Config = { path: ["/api/v1/google_custom_campaigns"] };
