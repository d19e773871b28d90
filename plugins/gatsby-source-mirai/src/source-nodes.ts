import type { GatsbyNode } from "gatsby";
import pg from "pg";
import { buildAllNodeInputs } from "./create-nodes";
import { readDatabaseUrl } from "./database-url";
import { readSourceData } from "./read-source-data";

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  let databaseUrl: string;
  try {
    databaseUrl = readDatabaseUrl(process.env);
  } catch (error) {
    reporter.panic(error instanceof Error ? error.message : String(error));
    return;
  }

  const activity = reporter.activityTimer("gatsby-source-mirai: reading events, schedules and companies");
  activity.start();
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const data = await readSourceData(client);
    const nodes = buildAllNodeInputs(data, new Date(), { createNodeId, createContentDigest });
    for (const node of nodes) actions.createNode(node);
    activity.setStatus(
      `${data.events.length} events, ${data.schedules.length} schedules, ${data.companies.length} companies`,
    );
  } catch (error) {
    activity.panic(`gatsby-source-mirai: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await client.end().catch(() => undefined);
    activity.end();
  }
};
