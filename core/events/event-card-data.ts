/**
 * What an event card shows: exactly what the EventCardFields fragment answers (src/features/events/components/
 * event-card.tsx), as Gatsby's graphqlTypegen generates it from the schema (catalogue-source/type-defs.ts) into
 * src/gatsby-types.d.ts. The API path builds the same type (eventListItemToCard), so the compiler holds the two
 * shapes together and test/event-card-equivalence.test.ts the values.
 */
export type EventCardData = Queries.EventCardFieldsFragment;
