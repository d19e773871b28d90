/** A cooperating site (spec §3) as the CooperatingSiteFields fragment answers it, generated from the schema. */
export type CooperatingSiteData = Queries.CooperatingSiteFieldsFragment;
