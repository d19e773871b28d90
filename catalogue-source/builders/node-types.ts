/** GraphQL type names created by this plugin (see create-schema-customization.ts). */
export const nodeTypes = {
  event: "Event",
  schedule: "Schedule",
  company: "Company",
  businessCategory: "BusinessCategory",
  prefecture: "Prefecture",
  featureFlag: "FeatureFlag",
  featureEvent: "FeatureEvent",
  cooperatingSite: "CooperatingSite",
  article: "Article",
  videoBundle: "VideoBundle",
  videoChannel: "VideoChannel",
  featureVideo: "FeatureVideo",
  shortVideo: "ShortVideo",
  promotionContract: "PromotionContract",
} as const;
export type NodeType = (typeof nodeTypes)[keyof typeof nodeTypes];
