import { apiPaths } from "../../core/api-paths";
import {
  appRecommendedPromotionQuerySchema,
  promotionContractEventsQuerySchema,
  promotionContractEventsResponseSchema,
  promotionEventsQuerySchema,
  promotionEventsResponseSchema,
  promotionPublicationTypeParamsSchema,
  recommendedPromotionQuerySchema,
  recommendedPromotionResponseSchema,
} from "../../core/api/event-promotions";
import { defineRoute } from "../platform/http/define-route";
import {
  listPromotionContractEvents,
  listRecommendedPromotionContractEvents,
  newSampleSeed,
} from "./promotion-contract-events";

const DEFAULT_PER = 20;

export const listRecommendedPromotionContractEventsRoute = defineRoute(
  {
    operationId: "listRecommendedPromotionContractEvents",
    summary:
      "Running promotions of an ad place (ad_place required) in an order shuffled by sample_seed, which is returned",
    paths: [apiPaths.recommendedPromotionContractEvents],
    methods: ["GET"],
    auth: "public",
    query: recommendedPromotionQuerySchema,
    response: recommendedPromotionResponseSchema,
  },
  async ({ query, db }) => {
    const sampleSeed = query.sample_seed ?? newSampleSeed();
    const events = await listRecommendedPromotionContractEvents(
      db,
      { adPlace: query.ad_place },
      { sampleSeed, page: query.page ?? 1, per: query.per ?? DEFAULT_PER },
    );
    return { promotion_contract_events: events, sample_seed: sampleSeed };
  },
);

export const listAppRecommendedPromotionContractEventsRoute = defineRoute(
  {
    operationId: "listAppRecommendedPromotionContractEvents",
    summary: "App variant of the recommended promotions; company_id narrows to that company's promotions",
    paths: [apiPaths.appRecommendedPromotionContractEvents],
    methods: ["GET"],
    auth: "public",
    query: appRecommendedPromotionQuerySchema,
    response: recommendedPromotionResponseSchema,
  },
  async ({ query, db }) => {
    const sampleSeed = query.sample_seed ?? newSampleSeed();
    const events = await listRecommendedPromotionContractEvents(
      db,
      { adPlace: query.ad_place, companyId: query.company_id },
      { sampleSeed, page: query.page ?? 1, per: query.per ?? DEFAULT_PER },
    );
    return { promotion_contract_events: events, sample_seed: sampleSeed };
  },
);

export const listPromotionContractEventsRoute = defineRoute(
  {
    operationId: "listPromotionContractEvents",
    summary: "Running promotions of published events, by category, target graduation years and ad place",
    paths: [apiPaths.promotionContractEvents],
    methods: ["GET"],
    auth: "public",
    query: promotionContractEventsQuerySchema,
    response: promotionContractEventsResponseSchema,
  },
  async ({ query, db }) => ({
    promotion_contract_events: await listPromotionContractEvents(db, {
      category: query.category,
      graduates: query.graduates,
      adPlace: query.ad_place,
    }),
  }),
);

export const listPromotionContractEventsByPublicationTypeRoute = defineRoute(
  {
    operationId: "listPromotionContractEventsByPublicationType",
    summary:
      "Running promotions of one publication type (e.g. pickup, banner), by category, graduation years and ad place",
    paths: [apiPaths.promotionContractEventsByPublicationType],
    methods: ["GET"],
    auth: "public",
    params: promotionPublicationTypeParamsSchema,
    query: promotionContractEventsQuerySchema,
    response: promotionContractEventsResponseSchema,
  },
  async ({ params, query, db }) => ({
    promotion_contract_events: await listPromotionContractEvents(db, {
      publicationType: params.publication_type,
      category: query.category,
      graduates: query.graduates,
      adPlace: query.ad_place,
    }),
  }),
);

export const listAppPromotionEventsRoute = defineRoute(
  {
    operationId: "listAppPromotionEvents",
    summary: "Running promotions of published events, of one ad place when ad_place is given",
    paths: [apiPaths.appPromotionEvents],
    methods: ["GET"],
    auth: "public",
    query: promotionEventsQuerySchema,
    response: promotionEventsResponseSchema,
  },
  async ({ query, db }) => ({ promotion_events: await listPromotionContractEvents(db, { adPlace: query.ad_place }) }),
);

/** `recommended` comes before `{publication_type}`: the literal path wins over the parameter. */
export const promotionRoutes = [
  listRecommendedPromotionContractEventsRoute,
  listAppRecommendedPromotionContractEventsRoute,
  listPromotionContractEventsRoute,
  listPromotionContractEventsByPublicationTypeRoute,
  listAppPromotionEventsRoute,
];
