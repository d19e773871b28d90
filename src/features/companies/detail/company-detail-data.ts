/**
 * The company page's data: the CompanyDetailPage query's `company`, as generated from the schema
 * (src/gatsby-types.d.ts).
 */
export type CompanyDetailData = NonNullable<Queries.CompanyDetailPageQuery["company"]>;
