import { eventPageTemplate } from "./event-page-template";
import type { CreatePagesArgs } from "gatsby";
import pg from "pg";
import { readDatabaseUrl } from "../plugins/gatsby-source-mirai/src/database-url";
import {
  EVENT_LIST_SHELL_MATCH_PATH,
  EVENT_LIST_SHELL_PATH,
  planEventListPages,
  type ListableEvent,
} from "./event-list-page-plan";

type EventListSourceData = {
  allEvent: { nodes: ListableEvent[] };
  allBusinessCategory: { nodes: Array<{ db_id: number }> };
  allPrefecture: { nodes: Array<{ code: number }> };
};

const ONLINE_PREFECTURE_CODE = 0;

/**
 * Business category id → its subcategory ids. The API filters industries by subcategory, and the source
 * plugin has no subcategory nodes, so the listing pages carry this small map (read once per build).
 */
async function readSubcategoryIdsByCategory(): Promise<Record<string, number[]>> {
  const client = new pg.Client({ connectionString: readDatabaseUrl(process.env) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; business_category_id: number }>(
      "select id, business_category_id from business_subcategories order by business_category_id, display_order, id",
    );
    const map: Record<string, number[]> = {};
    for (const row of rows) (map[String(row.business_category_id)] ??= []).push(row.id);
    return map;
  } finally {
    await client.end();
  }
}

export async function createEventListPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<EventListSourceData>(`
    query EventListPages {
      allEvent {
        nodes {
          db_id
          route_category
          graduate_years
          business_category_db_id
          prefecture_codes
          has_live_schedule
          updated_at
        }
      }
      allBusinessCategory(sort: { display_order: ASC }) {
        nodes {
          db_id
        }
      }
      allPrefecture(sort: { code: ASC }) {
        nodes {
          code
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("event list pages: query failed", result.errors);
    return;
  }
  const { allEvent, allBusinessCategory, allPrefecture } = result.data;
  const graduateYears = [...new Set(allEvent.nodes.flatMap((event) => event.graduate_years))].sort((a, b) => a - b);
  const pages = planEventListPages(allEvent.nodes, {
    graduateYears,
    businessCategoryIds: allBusinessCategory.nodes.map((category) => category.db_id),
    prefectureCodes: [ONLINE_PREFECTURE_CODE, ...allPrefecture.nodes.map((prefecture) => prefecture.code)],
  });

  const shared = { filterGraduateYears: graduateYears, subcategories: await readSubcategoryIdsByCategory() };

  const listTemplate = eventPageTemplate("src/templates/event-list.tsx");
  for (const page of pages) {
    actions.createPage({ path: page.path, component: listTemplate, context: { ...page.context, ...shared } });
  }
  actions.createPage({
    path: EVENT_LIST_SHELL_PATH,
    matchPath: EVENT_LIST_SHELL_MATCH_PATH,
    component: eventPageTemplate("src/templates/event-list-client.tsx"),
    context: shared,
  });
  reporter.info(`event list pages: ${pages.length} prerendered, client-only listings at ${EVENT_LIST_SHELL_MATCH_PATH}`);
}
