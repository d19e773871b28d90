/**
 * What both detail readings show: exactly the EventDetailFields fragment's answer, generated from the schema
 * (src/gatsby-types.d.ts). Preview pages build the same type on the server (server/previews/page/load-preview-event.ts),
 * so the compiler holds the preview to the prerendered page's shape.
 */
export type EventDetailData = Queries.EventDetailFieldsFragment;

/** One schedule as the detail page shows it. */
export type EventDetailSchedule = EventDetailData["schedules"][number];

export type EventDetailCompany = Queries.EventDetailCompanyFieldsFragment;
