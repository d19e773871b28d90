/**
 * What a company card shows: the CompanyCardFields fragment's answer, generated from the schema. The API path
 * (company-list-item-to-card.ts) builds the same type, so the compiler holds the two cards together.
 */
export type CompanyCardData = Queries.CompanyCardFieldsFragment;
