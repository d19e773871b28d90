// Recommendations and promotions
export const recommendedEvents = "/api/v1/recommended_events";
export const appRecommendedEvents = "/app_api/v1/recommended_events";
export const signupRecommendedEvents = "/api/v1/signup_recommended_events";
export const recommendedPromotionContractEvents = "/api/v1/promotion_contract_events/recommended";
export const appRecommendedPromotionContractEvents = "/app_api/v1/promotion_contract_events/recommended";
export const promotionContractEvents = "/api/v1/promotion_contract_events";
export const promotionContractEventsByPublicationType = "/api/v1/promotion_contract_events/:publication_type";
export const appPromotionEvents = "/app_api/v1/promotion_events";
