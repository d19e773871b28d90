import type { GatsbyNode } from "gatsby";
import { buildAllNodeInputs, readSourceData, withBuildDatabase } from "../../../catalogue-source";

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const activity = reporter.activityTimer("gatsby-source-mirai: reading events, schedules and companies");
  activity.start();
  try {
    const data = await withBuildDatabase(readSourceData);
    const nodes = buildAllNodeInputs(data, new Date(), { createNodeId, createContentDigest });
    for (const node of nodes) actions.createNode(node);
    activity.setStatus(
      `${data.events.length} events, ${data.schedules.length} schedules, ${data.companies.length} companies`,
    );
  } catch (error) {
    activity.panic(`gatsby-source-mirai: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    activity.end();
  }
};
