import type { NodeInput } from "gatsby";
import { buildArticleNode } from "./builders/build-article-node";
import { buildCompanyNode } from "./builders/build-company-node";
import { buildCooperatingSiteNode } from "./builders/build-cooperating-site-node";
import { buildEventDetailFields } from "./builders/build-event-detail-fields";
import { buildEventNode } from "./builders/build-event-node";
import { buildFeatureEventNode } from "./builders/build-feature-event-node";
import { buildBusinessCategoryNode, buildFeatureFlagNode, buildPrefectureNode } from "./builders/build-master-nodes";
import { buildPromotionContractNode } from "./builders/build-promotion-contract-node";
import { buildScheduleNode } from "./builders/build-schedule-node";
import {
  buildFeatureVideoNode,
  buildShortVideoNode,
  buildVideoBundleNode,
  buildVideoChannelNode,
} from "./builders/build-video-nodes";
import { groupByEvent } from "../core/group-by-event";
import { groupSchedulesByEvent } from "./builders/group-schedules-by-event";
import { makeNodeInput, type NodeHelpers } from "./builders/make-node-input";
import { nodeTypes } from "./builders/node-types";
import { buildRelatedEventIds } from "./builders/related-events";
import type { SourceData } from "./read-source-data";

const noRelatedEvents = { other_published_event_db_ids: [], recommended_event_db_ids: [] };

/** Every node input for the source data; `now` (the build time) decides which schedules are still open. */
export function buildAllNodeInputs(data: SourceData, now: Date, helpers: NodeHelpers): NodeInput[] {
  const schedulesByEvent = groupSchedulesByEvent(data.schedules);
  const descriptionItemsByEvent = groupByEvent(data.eventDescriptionItems);
  const summaryVideosByEvent = groupByEvent(data.eventSummaryVideos);
  const summaryImagesByEvent = groupByEvent(data.eventSummaryImages);
  const relatedByEvent = buildRelatedEventIds(data.events, schedulesByEvent, now);
  const eventsById = new Map(data.events.map((row) => [row.id, row]));
  const publishedBundleIds = new Set(data.videoBundles.map((row) => row.id));

  return [
    ...data.events.map((row) => {
      const schedules = schedulesByEvent.get(row.id) ?? [];
      const contents = {
        descriptionItems: descriptionItemsByEvent.get(row.id) ?? [],
        summaryVideos: summaryVideosByEvent.get(row.id) ?? [],
        summaryImages: summaryImagesByEvent.get(row.id) ?? [],
      };
      const fields = {
        ...buildEventNode(row, schedules, now),
        ...buildEventDetailFields(row, schedules, contents, relatedByEvent.get(row.id) ?? noRelatedEvents, now),
      };
      return makeNodeInput(nodeTypes.event, row.id, fields, helpers);
    }),
    ...data.schedules.map((row) => makeNodeInput(nodeTypes.schedule, row.id, buildScheduleNode(row), helpers)),
    ...data.companies.map((row) => makeNodeInput(nodeTypes.company, row.id, buildCompanyNode(row), helpers)),
    ...data.businessCategories.map((row) =>
      makeNodeInput(nodeTypes.businessCategory, row.id, buildBusinessCategoryNode(row), helpers),
    ),
    ...data.prefectures.map((row) => makeNodeInput(nodeTypes.prefecture, row.code, buildPrefectureNode(row), helpers)),
    ...data.featureFlags.map((row) =>
      makeNodeInput(nodeTypes.featureFlag, row.key, buildFeatureFlagNode(row), helpers),
    ),
    ...data.featureEvents.map((row) =>
      makeNodeInput(nodeTypes.featureEvent, row.id, buildFeatureEventNode(row, eventsById), helpers),
    ),
    ...data.cooperatingSites.map((row) =>
      makeNodeInput(nodeTypes.cooperatingSite, row.id, buildCooperatingSiteNode(row), helpers),
    ),
    ...data.articles.map((row) => makeNodeInput(nodeTypes.article, row.id, buildArticleNode(row), helpers)),
    ...data.videoBundles.map((row) => makeNodeInput(nodeTypes.videoBundle, row.id, buildVideoBundleNode(row), helpers)),
    ...data.videoChannels.map((row) =>
      makeNodeInput(nodeTypes.videoChannel, row.id, buildVideoChannelNode(row), helpers),
    ),
    ...data.featureVideos.map((row) =>
      makeNodeInput(nodeTypes.featureVideo, row.id, buildFeatureVideoNode(row, publishedBundleIds), helpers),
    ),
    ...data.shortVideos.map((row) => makeNodeInput(nodeTypes.shortVideo, row.id, buildShortVideoNode(row), helpers)),
    // a contract whose event is not published (not a node) is left out, as the API leaves it out
    ...data.promotionContracts
      .filter((row) => eventsById.has(row.event_id))
      .map((row) => makeNodeInput(nodeTypes.promotionContract, row.id, buildPromotionContractNode(row), helpers)),
  ];
}
