// Terms, campaigns
export const unagreedTerms = "/api/v1/unagreed_terms";
export const appUnagreedTerms = "/app_api/v1/unagreed_terms";
export const appUnagreedTermsAgreements = "/app_api/v1/unagreed_terms/agreements";
export const googleCustomCampaigns = "/api/v1/google_custom_campaigns";
