/**
 * What the build reads from the database and how it becomes Gatsby nodes: the set-based queries, the row schemas
 * (zod) and the pure node builders. The source plugin (plugins/gatsby-source-mirai) is a thin shell over this module,
 * and gatsby/ and server/ (preview pages) read through it; nothing imports its files directly from outside.
 */
export { withBuildDatabase } from "./build-database";
export { buildAllNodeInputs } from "./create-nodes";
export { readSourceData, type SourceData } from "./read-source-data";
export { typeDefs } from "./type-defs";
export type { Queryable } from "./queries/queryable";
export { parseRows } from "./schemas/parse-rows";
// reviews: read straight into page contexts (gatsby/review-pages.ts), not nodes
export { queryCompanyReviews, queryEventReviews } from "./queries/query-reviews";
export {
  companyReviewRowSchema,
  eventReviewRowSchema,
  type CompanyReviewRow,
  type EventReviewRow,
} from "./schemas/review-rows";
export { queryRegistrationChoices } from "./queries/query-registration-choices";
// one event, unpublished allowed (preview pages)
export { eventsSqlWhere } from "./queries/query-events";
export { schedulesSqlWhere } from "./queries/query-schedules";
export {
  eventDescriptionItemsSqlWhere,
  eventSummaryImagesSqlWhere,
  eventSummaryVideosSqlWhere,
} from "./queries/query-event-contents";
export { eventRowSchema, type SourceEventRow } from "./schemas/event-row";
export { scheduleRowSchema } from "./schemas/schedule-row";
export {
  eventDescriptionItemRowSchema,
  eventSummaryImageRowSchema,
  eventSummaryVideoRowSchema,
} from "./schemas/event-content-rows";
export { buildEventNode } from "./builders/build-event-node";
export { buildEventDetailFields } from "./builders/build-event-detail-fields";
export { buildScheduleNode } from "./builders/build-schedule-node";
export { RELATED_EVENTS_SHOWN } from "./builders/related-events";
export { renderMarkdown } from "./markdown/render-markdown";
