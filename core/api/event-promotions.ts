import { z } from "zod";
import { eventCategorySchema } from "../event-category-schema";
import { eventListItemSchema } from "./event-list";
import { queryIntegerSchema } from "./query-values";

const perSchema = queryIntegerSchema.pipe(z.number().int().min(1).max(100));
const pageSchema = queryIntegerSchema.pipe(z.number().int().min(1));

/** A running promotion contract (paid placement) with the event it promotes. */
export const promotionContractEventSchema = z.object({
  /** the contract's id */
  id: z.number().int(),
  ad_place: z.string(),
  publication_type: z.string(),
  image_url: z.string().nullable(),
  catch_copy: z.string().nullable(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  event: eventListItemSchema,
});
export type PromotionContractEvent = z.infer<typeof promotionContractEventSchema>;

/** GET /api/v1/promotion_contract_events: running contracts of published events, optionally narrowed. */
export const promotionContractEventsQuerySchema = z.object({
  category: eventCategorySchema.optional(),
  /** target graduation years; an event matches when it targets any of them */
  graduates: z.array(queryIntegerSchema).optional(),
  ad_place: z.string().min(1).max(100).optional(),
});

/** Path of GET /api/v1/promotion_contract_events/{publication_type} (spec §5: publicationType is required). */
export const promotionPublicationTypeParamsSchema = z.object({
  publication_type: z.string().min(1).max(100),
});

export const promotionContractEventsResponseSchema = z.object({
  promotion_contract_events: z.array(promotionContractEventSchema),
});
export type PromotionContractEventsResponse = z.infer<typeof promotionContractEventsResponseSchema>;

/**
 * GET /api/v1/promotion_contract_events/recommended: `ad_place` required (spec §5). The running contracts of the ad
 * place in an order shuffled by `sample_seed`: the same seed gives the same order on every page; without one a new
 * seed is drawn and returned. `per` at most 100, default 20.
 */
export const recommendedPromotionQuerySchema = z.object({
  ad_place: z.string().min(1).max(100),
  page: pageSchema.optional(),
  per: perSchema.optional(),
  sample_seed: queryIntegerSchema.pipe(z.number().int().min(0).max(2_147_483_647)).optional(),
});

/** /app_api/v1/promotion_contract_events/recommended also takes `company_id`: only that company's contracts. */
export const appRecommendedPromotionQuerySchema = recommendedPromotionQuerySchema.extend({
  company_id: queryIntegerSchema.optional(),
});

export const recommendedPromotionResponseSchema = z.object({
  promotion_contract_events: z.array(promotionContractEventSchema),
  sample_seed: z.number().int(),
});
export type RecommendedPromotionResponse = z.infer<typeof recommendedPromotionResponseSchema>;

/** GET /app_api/v1/promotion_events: running contracts, of one ad place when `ad_place` is given. */
export const promotionEventsQuerySchema = z.object({
  ad_place: z.string().min(1).max(100).optional(),
});

export const promotionEventsResponseSchema = z.object({
  promotion_events: z.array(promotionContractEventSchema),
});
export type PromotionEventsResponse = z.infer<typeof promotionEventsResponseSchema>;
