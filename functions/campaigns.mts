import type { Config } from "@netlify/functions";
import { recordGoogleCustomCampaignRoute } from "../server/campaigns/google-custom-campaign-route";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes([recordGoogleCustomCampaignRoute]);

export const config: Config = { path: ["/api/v1/google_custom_campaigns"] };
