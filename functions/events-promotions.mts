import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { promotionRoutes } from "../server/promotions/promotion-routes";

export default serveRoutes(promotionRoutes);

export const config: Config = {
  path: [
    "/api/v1/promotion_contract_events/recommended",
    "/app_api/v1/promotion_contract_events/recommended",
    "/api/v1/promotion_contract_events",
    "/api/v1/promotion_contract_events/:publication_type",
    "/app_api/v1/promotion_events",
  ],
};
