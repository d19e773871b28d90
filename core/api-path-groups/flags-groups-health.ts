// Feature flags, company groups, health
export const featureFlag = "/api/v1/feature_flags/:key?";
export const appFeatureFlags = "/app_api/v1/feature_flags";
export const companyGroups = "/api/v1/company_groups";
export const appCompanyGroups = "/app_api/v1/company_groups";
export const healthcheck = "/api/v1/healthcheck";
