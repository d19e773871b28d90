import type { NodeInput } from "gatsby";
import { buildCompanyNode } from "./builders/build-company-node";
import { buildEventNode } from "./builders/build-event-node";
import { buildBusinessCategoryNode, buildFeatureFlagNode, buildPrefectureNode } from "./builders/build-master-nodes";
import { buildScheduleNode } from "./builders/build-schedule-node";
import { groupSchedulesByEvent } from "./builders/group-schedules-by-event";
import { makeNodeInput, type NodeHelpers } from "./builders/make-node-input";
import { nodeTypes } from "./builders/node-types";
import type { SourceData } from "./read-source-data";

/** Every node input for the source data; `now` (the build time) decides which schedules are still open. */
export function buildAllNodeInputs(data: SourceData, now: Date, helpers: NodeHelpers): NodeInput[] {
  const schedulesByEvent = groupSchedulesByEvent(data.schedules);
  return [
    ...data.events.map((row) =>
      makeNodeInput(nodeTypes.event, row.id, buildEventNode(row, schedulesByEvent.get(row.id) ?? [], now), helpers),
    ),
    ...data.schedules.map((row) => makeNodeInput(nodeTypes.schedule, row.id, buildScheduleNode(row), helpers)),
    ...data.companies.map((row) => makeNodeInput(nodeTypes.company, row.id, buildCompanyNode(row), helpers)),
    ...data.businessCategories.map((row) =>
      makeNodeInput(nodeTypes.businessCategory, row.id, buildBusinessCategoryNode(row), helpers),
    ),
    ...data.prefectures.map((row) => makeNodeInput(nodeTypes.prefecture, row.code, buildPrefectureNode(row), helpers)),
    ...data.featureFlags.map((row) => makeNodeInput(nodeTypes.featureFlag, row.key, buildFeatureFlagNode(row), helpers)),
  ];
}
