// Companies, reviews
export const companies = "/api/v1/companies";
export const reviews = "/api/v1/reviews";
